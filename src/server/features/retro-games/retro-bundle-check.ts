import {
  BUNDLE_CONFIG_PATH,
  BUNDLE_MAX_ENTRIES,
  BUNDLE_MAX_UNPACKED_BYTES,
} from "../../../shared/retro-games-limits";

/**
 * Checks that an upload is a js-dos bundle: a zip (read from its central directory, nothing
 * unpacked) with at most BUNDLE_MAX_ENTRIES entries, no entry that climbs out of the bundle
 * (`../`, an absolute path, a drive letter, a backslash), at most BUNDLE_MAX_UNPACKED_BYTES
 * unpacked, and a `.jsdos/dosbox.conf`. Returns the message of the first problem, or null.
 */
export function bundleProblem(bytes: Buffer): string | null {
  const directory = readCentralDirectory(bytes);
  if (typeof directory === "string") return directory;
  if (directory.count > BUNDLE_MAX_ENTRIES) {
    return `The bundle has ${directory.count} files; at most ${BUNDLE_MAX_ENTRIES} are allowed`;
  }
  let unpacked = 0;
  let hasConfig = false;
  let offset = directory.offset;
  for (let index = 0; index < directory.count; index += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) {
      return "The bundle is not a valid zip file (its file list is damaged)";
    }
    const unpackedSize = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const name = bytes.toString("utf8", offset + 46, offset + 46 + nameLength);
    if (isEscapingPath(name)) return `The bundle holds a file outside its folder: "${name}"`;
    if (name === BUNDLE_CONFIG_PATH) hasConfig = true;
    // 0xFFFFFFFF: the real size is in a ZIP64 field; count it as the largest allowed.
    unpacked += unpackedSize === 0xffffffff ? BUNDLE_MAX_UNPACKED_BYTES : unpackedSize;
    if (unpacked > BUNDLE_MAX_UNPACKED_BYTES) {
      return `The bundle unpacks to more than ${BUNDLE_MAX_UNPACKED_BYTES / 1024 / 1024} MB`;
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  if (!hasConfig) return `The bundle has no ${BUNDLE_CONFIG_PATH} (it is not a js-dos bundle)`;
  return null;
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
    if (count === 0xffff || offset === 0xffffffff) {
      return "The bundle is a ZIP64 archive, which is not supported; pack it as a plain zip";
    }
    if (offset >= bytes.length)
      return "The bundle is not a valid zip file (its file list is damaged)";
    return { offset, count };
  }
  return "The bundle is not a valid zip file (no file list at its end)";
}
