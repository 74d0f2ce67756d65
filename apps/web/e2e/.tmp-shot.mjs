import { chromium } from "@playwright/test";
const [,, url, out, width = "1280", full = "1"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on("console", (m) => { if (m.type() === "error") console.log("console:", m.text()); });
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: full === "1" });
await browser.close();
