import { describe, expect, it } from "vitest";
import { orderByDependencies } from "./table-order";

describe("the order tables are copied in", () => {
  it("puts every table after the tables it references, alphabetically among equals", () => {
    const order = orderByDependencies(
      ["replies", "users", "threads", "categories", "votes"],
      [
        { table: "threads", references: "users" },
        { table: "threads", references: "categories" },
        { table: "replies", references: "threads" },
        { table: "replies", references: "users" },
        { table: "votes", references: "replies" },
      ],
    );
    expect(order).toEqual(["categories", "users", "threads", "replies", "votes"]);
  });

  it("ignores a table's references to itself and to tables outside the copy", () => {
    expect(
      orderByDependencies(
        ["replies", "threads"],
        [
          { table: "replies", references: "replies" },
          { table: "replies", references: "threads" },
          { table: "threads", references: "elsewhere" },
        ],
      ),
    ).toEqual(["threads", "replies"]);
  });

  it("refuses tables that reference each other in a cycle, naming them", () => {
    expect(() =>
      orderByDependencies(
        ["a", "b", "c"],
        [
          { table: "a", references: "b" },
          { table: "b", references: "a" },
        ],
      ),
    ).toThrow("The tables a, b reference each other in a cycle");
  });
});
