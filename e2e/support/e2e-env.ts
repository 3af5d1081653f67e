/**
 * Where the browser tests' server keeps its data and where the test SMTP server files the
 * mail. playwright.config.ts sets them once (in the environment) so every worker agrees.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const E2E_RUN_DIR = process.env.E2E_RUN_DIR ?? `.tmp/e2e-${process.pid}`;
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? `${E2E_RUN_DIR}/data`;
export const E2E_MAIL_DIR = process.env.E2E_MAIL_DIR ?? `${E2E_RUN_DIR}/mail`;

/** The administrator the test server creates at start (playwright.config.ts sets ADMIN_*). */
export const E2E_ADMIN = { username: "e2e_admin", password: "Adm1n-e2e-pass" };
