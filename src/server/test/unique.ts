let sequence = 0;

/**
 * A text no other test (nor a parallel test process) writes: for names, titles and search words.
 * Hexadecimal parts joined by "x", so tests can turn the separators into hyphens or underscores.
 */
export const unique = () => {
  sequence += 1;
  const random = Math.floor(Math.random() * 16 ** 4).toString(16);
  return `${process.pid.toString(16)}x${sequence.toString(16)}x${random}`;
};
