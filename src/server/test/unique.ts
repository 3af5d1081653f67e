let sequence = 0;

/** A text no other test (nor a parallel test process) writes: for names, titles and search words. */
export const unique = () => {
  sequence += 1;
  return `${process.pid}x${sequence}x${Math.floor(Math.random() * 1e6)}`;
};
