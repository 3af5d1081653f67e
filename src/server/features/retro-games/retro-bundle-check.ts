import { createInflateRaw } from "node:zlib";
import {
  BUNDLE_CONFIG_PATH,
  BUNDLE_MAX_ENTRIES,
  BUNDLE_MAX_UNPACKED_BYTES,
} from "../../../shared/retro-games-limits";

const DAMAGED = "The bundle is not a valid zip file (its file list is damaged)";
const ZIP64 = "The bundle is a ZIP64 archive, which is not supported; pack it as a plain zip";

/** What the central directory says of one file, and where its local header is. */
interface DirectoryEntry {
  name: string;
  nameBytes: Buffer;
  flags: number;
  method: number;
  packedSize: number;
  unpackedSize: number;
  localOffset: number;
}

/**
 * Checks that an upload is a js-dos bundle: a zip with at most BUNDLE_MAX_ENTRIES entries, no
 * entry that climbs out of the bundle (`../`, an absolute path, a drive letter, a backslash),
 * no symbolic link, no name twice (DOS names ignore case), at most BUNDLE_MAX_UNPACKED_BYTES
 * unpacked, and a `.jsdos/dosbox.conf`. Unzip tools read a zip in different ways (some the
 * central directory, some the local headers), so both must agree: every local header names
 * the file its directory entry names, with the same method, the files do not overlap, and each
 * file unpacks to exactly the size its entry says (counted by unpacking, nothing kept).
 * Returns the message of the first problem, or null.
 */
export async function bundleProblem(bytes: Buffer): Promise<string | null> {
  const directory = readCentralDirectory(bytes);
  if (typeof directory === "string") return directory;
  if (directory.count > BUNDLE_MAX_ENTRIES) {
    return `The bundle has ${directory.count} files; at most ${BUNDLE_MAX_ENTRIES} are allowed`;
  }
  const entries = readDirectoryEntries(bytes, directory);
  if (typeof entries === "string") return entries;
  if (!entries.some((entry) => entry.name === BUNDLE_CONFIG_PATH)) {
    return `The bundle has no ${BUNDLE_CONFIG_PATH} (it is not a js-dos bundle)`;
  }
  return checkLocalFiles(bytes, entries, directory.offset);
}

function readDirectoryEntries(
  bytes: Buffer,
  directory: { offset: number; count: number },
): DirectoryEntry[] | string {
  const entries: DirectoryEntry[] = [];
  const seen = new Set<string>();
  let unpacked = 0;
  let offset = directory.offset;
  for (let index = 0; index < directory.count; index += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return DAMAGED;
    const madeBy = bytes.readUInt16LE(offset + 4);
    const packedSize = bytes.readUInt32LE(offset + 20);
    const unpackedSize = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const externalAttributes = bytes.readUInt32LE(offset + 38);
    const localOffset = bytes.readUInt32LE(offset + 42);
    if (offset + 46 + nameLength > bytes.length) return DAMAGED;
    const nameBytes = bytes.subarray(offset + 46, offset + 46 + nameLength);
    const name = nameBytes.toString("utf8");
    if (isEscapingPath(name)) return `The bundle holds a file outside its folder: "${name}"`;
    // Made on Unix (3): the high 16 bits are the file's mode; S_IFLNK is a symbolic link.
    if (madeBy >> 8 === 3 && ((externalAttributes >>> 16) & 0o170000) === 0o120000) {
      return `The bundle holds a symbolic link: "${name}"`;
    }
    const key = name.toLowerCase();
    if (seen.has(key)) return `The bundle holds "${name}" twice`;
    seen.add(key);
    if (packedSize === 0xffffffff || unpackedSize === 0xffffffff || localOffset === 0xffffffff) {
      return ZIP64;
    }
    unpacked += unpackedSize;
    if (unpacked > BUNDLE_MAX_UNPACKED_BYTES) {
      return `The bundle unpacks to more than ${BUNDLE_MAX_UNPACKED_BYTES / 1024 / 1024} MB`;
    }
    entries.push({
      name,
      nameBytes,
      flags: bytes.readUInt16LE(offset + 8),
      method: bytes.readUInt16LE(offset + 10),
      packedSize,
      unpackedSize,
      localOffset,
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

async function checkLocalFiles(
  bytes: Buffer,
  entries: DirectoryEntry[],
  directoryOffset: number,
): Promise<string | null> {
  let previousEnd = 0;
  const inOrder = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  for (const entry of inOrder) {
    const at = entry.localOffset;
    if (at < previousEnd) return "The bundle is not a valid zip file (its files overlap)";
    if (at + 30 > directoryOffset || bytes.readUInt32LE(at) !== 0x04034b50) {
      return `The bundle is not a valid zip file (the header of "${entry.name}" is damaged)`;
    }
    const localNameLength = bytes.readUInt16LE(at + 26);
    const localExtraLength = bytes.readUInt16LE(at + 28);
    const localName = bytes.subarray(at + 30, at + 30 + localNameLength);
    if (!localName.equals(entry.nameBytes)) {
      return `The bundle's file list names "${entry.name}" where its data names "${localName.toString("utf8")}"`;
    }
    if (bytes.readUInt16LE(at + 8) !== entry.method) {
      return `The bundle's file list and data disagree on how "${entry.name}" is packed`;
    }
    if ((entry.flags & 0x1) !== 0) return `The bundle holds an encrypted file: "${entry.name}"`;
    const dataStart = at + 30 + localNameLength + localExtraLength;
    const dataEnd = dataStart + entry.packedSize;
    if (dataEnd > directoryOffset) {
      return `The bundle is not a valid zip file ("${entry.name}" runs past its end)`;
    }
    previousEnd = dataEnd;
    const realSize = await unpackedSizeOf(entry, bytes.subarray(dataStart, dataEnd));
    if (realSize === "unsupported") {
      return `The bundle holds "${entry.name}" packed in a way js-dos cannot read; pack it as a plain zip`;
    }
    if (realSize !== entry.unpackedSize) {
      return `The bundle is damaged: "${entry.name}" does not unpack to the size its file list says`;
    }
  }
  return null;
}

/**
 * The real unpacked size of a file, counted while unpacking it and discarded as it comes;
 * unpacking stops one byte past the size the directory gives (that is already a mismatch).
 * -1 for data that does not unpack.
 */
function unpackedSizeOf(entry: DirectoryEntry, packed: Buffer): Promise<number | "unsupported"> {
  if (entry.method === 0) return Promise.resolve(packed.length);
  if (entry.method !== 8) return Promise.resolve("unsupported");
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let size = 0;
    let settled = false;
    const settle = (value: number) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    inflate.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > entry.unpackedSize) {
        settle(size);
        inflate.destroy();
      }
    });
    inflate.on("end", () => settle(size));
    inflate.on("error", () => settle(-1));
    inflate.end(packed);
  });
}

function isEscapingPath(name: string): boolean {
  if (name.includes("\\") || name.includes("\0")) return true;
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name)) return true;
  return name.split("/").some((part) => part === "..");
}

/** The end-of-central-directory record: where the file list starts and how many entries. */
function readCentralDirectory(bytes: Buffer): { offset: number; count: number } | string {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50) {
    return "The bundle is not a zip file (.jsdos bundles are zip archives)";
  }
  // The record is 22 bytes plus a comment of up to 65,535 bytes, at the end of the file.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let position = bytes.length - 22; position >= earliest; position -= 1) {
    if (bytes.readUInt32LE(position) !== 0x06054b50) continue;
    const count = bytes.readUInt16LE(position + 10);
    const offset = bytes.readUInt32LE(position + 16);
    if (count === 0xffff || offset === 0xffffffff) return ZIP64;
    if (offset >= bytes.length) return DAMAGED;
    return { offset, count };
  }
  return "The bundle is not a valid zip file (no file list at its end)";
}
