import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Checkbox } from "./checkbox";
import { Tab, TabList, TabPanel, TabsRoot } from "./tabs-primitives";

function tabs(value: string, options: { forceMount?: boolean } = {}): string {
  return renderToString(
    <TabsRoot value={value}>
      <TabList aria-label="Streams">
        {["Live Now", "Upcoming"].map((tab) => (
          <Tab key={tab} value={tab}>
            {tab}
          </Tab>
        ))}
      </TabList>
      <TabPanel value="Live Now">live list</TabPanel>
      <TabPanel value="Upcoming" forceMount={options.forceMount}>
        upcoming list
      </TabPanel>
      <TabPanel value="forgot-password">forgot form</TabPanel>
    </TabsRoot>,
  );
}

/** The opening tag of the first element whose text includes every marker. */
function tagWith(html: string, ...markers: string[]): string {
  const tag = html.split("<").find((part) => markers.every((marker) => part.includes(marker)));
  if (!tag) throw new Error(`no element with ${markers.join(" and ")} in ${html}`);
  return tag;
}

describe("tabs", () => {
  it("mark the open tab selected and make it the list's one tab stop", () => {
    const html = tabs("Upcoming");
    expect(tagWith(html, 'role="tablist"')).toContain('aria-label="Streams"');
    const live = tagWith(html, ">Live Now");
    const upcoming = tagWith(html, ">Upcoming");
    expect(live).toContain('aria-selected="false"');
    expect(live).toContain('tabindex="-1"');
    expect(upcoming).toContain('aria-selected="true"');
    expect(upcoming).toContain('tabindex="0"');
    expect(upcoming).toContain('data-state="active"');
  });

  it("tie each tab to its panel by ids without spaces", () => {
    const html = tabs("Live Now");
    const tabId = /id="([^"]+)"/.exec(tagWith(html, ">Live Now"))?.[1];
    const panelId = /aria-controls="([^"]+)"/.exec(tagWith(html, ">Live Now"))?.[1];
    expect(tabId).toMatch(/-tab-Live-Now$/);
    expect(panelId).toMatch(/-panel-Live-Now$/);
    const panel = tagWith(html, `id="${panelId}"`);
    expect(panel).toContain('role="tabpanel"');
    expect(panel).toContain(`aria-labelledby="${tabId}"`);
  });

  it("render only the open panel's content; the others are hidden and empty", () => {
    const html = tabs("Live Now");
    expect(html).toContain("live list");
    expect(html).not.toContain("upcoming list");
    expect(html).not.toContain("forgot form");
    expect(tagWith(html, 'role="tabpanel"', "-panel-Upcoming")).toContain("hidden");
    expect(tagWith(html, 'role="tabpanel"', "-panel-Live-Now")).not.toContain("hidden");
  });

  it("keep a forceMount panel's content in the page while its tab is closed", () => {
    expect(tabs("Live Now", { forceMount: true })).toContain("upcoming list");
  });

  it("leave the first tab reachable when the open view has no tab of its own", () => {
    const html = tabs("forgot-password");
    expect(html).toContain("forgot form");
    expect(tagWith(html, ">Live Now")).toContain('tabindex="0"');
    expect(tagWith(html, ">Live Now")).toContain('aria-selected="false"');
    expect(tagWith(html, ">Upcoming")).toContain('tabindex="-1"');
  });

  it("start on defaultValue when the parent does not hold the value", () => {
    const html = renderToString(
      <TabsRoot defaultValue="b">
        <TabList>
          <Tab value="a">A</Tab>
          <Tab value="b">B</Tab>
        </TabList>
        <TabPanel value="b">panel b</TabPanel>
      </TabsRoot>,
    );
    expect(tagWith(html, ">B")).toContain('aria-selected="true"');
    expect(html).toContain("panel b");
  });
});

describe("checkbox", () => {
  it("is a button with the checkbox role and its state", () => {
    const on = renderToString(<Checkbox aria-label="Remember me" checked />);
    expect(on).toContain('role="checkbox"');
    expect(on).toContain('type="button"');
    expect(on).toContain('aria-checked="true"');
    expect(on).toContain('data-state="checked"');
    expect(on).toContain("<svg");
    const off = renderToString(<Checkbox aria-label="Remember me" checked={false} />);
    expect(off).toContain('aria-checked="false"');
    expect(off).not.toContain("<svg");
  });

  it("says mixed when a select-all box is partly on", () => {
    const html = renderToString(<Checkbox aria-label="Select all" checked="indeterminate" />);
    expect(html).toContain('aria-checked="mixed"');
    expect(html).toContain('data-state="indeterminate"');
  });
});
