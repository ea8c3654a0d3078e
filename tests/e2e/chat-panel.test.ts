import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { chatFixture } from "../../fixtures/chat.ts";
import { formatMessageTime } from "../../client/demo/chat/panel/format.ts";
import { box, E2E, Harness, open, settingsFor, waitForAttribute } from "../support/e2e.ts";

const PANEL = "[data-testid=chat-panel]";
const name = (id: string) => chatFixture.contacts.find((c) => c.id === id)!.name;
const chatOrder = chatFixture.user.chatList.map((e) => e.contactId);

async function contactIds(page: Page, section: "with-chat" | "others"): Promise<string[]> {
  return await page.getByTestId(`chat-contacts-${section}`).getByTestId("chat-contact")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-contact-id")!));
}

async function openChat(page: Page) {
  await page.getByTestId("chat-panel-toggle").click();
  await waitForAttribute(page, PANEL, "data-open", "true");
  await page.getByTestId("chat-contacts").waitFor();
}

const contact = (page: Page, id: string) => page.locator(`${PANEL} [data-contact-id="${id}"]`);

Deno.test({
  name: "chat panel: contacts, a conversation, sending, and closing",
  ...E2E,
  async fn(t) {
    const h = await Harness.start();
    const settings = settingsFor("vertical");
    try {
      await t.step(
        "open, pick a contact, send a message; reopened, the chat list order changed",
        async () => {
          await h.withPage({ settings }, async ({ page }) => {
            await open(page, "/apps/dashboard");
            const panel = page.locator(PANEL);
            assert.equal(await panel.getByTestId("chat-contact").count(), 0, "nothing loads before it opens");
            await openChat(page);
            assert.equal((await panel.getByTestId("chat-title").textContent())?.trim(), "Team Chat");
            await panel.getByText("Select a contact to start a conversation.").waitFor();
            assert.equal(
              await page.getByTestId("settings-open").isVisible(),
              false,
              "the gear hides under it",
            );

            // Contacts with a chat (chat-list order), a divider, then all the others.
            await page.getByTestId("chat-contacts-divider").waitFor();
            assert.deepEqual(await contactIds(page, "with-chat"), chatOrder);
            const others = chatFixture.contacts.map((c) => c.id).filter((id) => !chatOrder.includes(id));
            assert.deepEqual(await contactIds(page, "others"), others);
            // A blank avatar address, and one that does not load, both show the first letter; unread is a badge.
            const johan = contact(page, "contact-johan");
            await johan.getByTestId("chat-avatar-letter").waitFor();
            assert.equal((await johan.getByTestId("chat-avatar-letter").textContent())?.trim(), "J");
            assert.match((await johan.textContent()) ?? "", /2/);
            assert.equal(
              await johan.getAttribute("aria-label"),
              `${name("contact-johan")}, Online, 2 unread`,
            );
            assert.equal(
              (await contact(page, "contact-sipho").getByTestId("chat-avatar-letter").textContent())?.trim(),
              "S",
            );

            // The last conversation in the list: its contact's name heads the panel, the dialog in groups.
            const sipho = chatOrder.at(-1)!;
            await contact(page, sipho).click();
            await waitForAttribute(page, `${PANEL} [data-contact-id="${sipho}"]`, "aria-pressed", "true");
            assert.equal((await page.getByTestId("chat-header-name").textContent())?.trim(), name(sipho));
            const groups = page.getByTestId("chat-group");
            await groups.first().waitFor();
            const dialog = chatFixture.chats.find((c) =>
              c.id === chatFixture.user.chatList.at(-1)!.chatId
            )!.dialog;
            assert.equal(await page.getByTestId("chat-message").count(), dialog.length);
            assert.deepEqual(
              await groups.evaluateAll((els) => els.map((e) => e.getAttribute("data-own"))),
              ["false", "true", "false"],
            );
            assert.equal(await page.getByTestId("chat-time").count(), 3, "one timestamp per group");
            assert.equal(
              (await page.getByTestId("chat-time").first().textContent())?.trim(),
              formatMessageTime(dialog[0].time),
            );

            // An empty message is not sent; Enter sends, the input clears, the message shows on the right.
            let sends = 0;
            page.on("request", (r) => {
              if (new URL(r.url()).pathname === "/api/chat/send-message") sends++;
            });
            const input = page.getByPlaceholder("Type your message");
            await input.fill("   ");
            await input.press("Enter");
            assert.equal(sends, 0);
            assert.equal(await input.inputValue(), "   ");

            const answer = page.waitForResponse((r) =>
              new URL(r.url()).pathname === "/api/chat/send-message"
            );
            await input.fill("Thanks Sipho, the VAT201 looks right now.");
            await input.press("Enter");
            const res = await answer;
            assert.equal(res.status(), 200);
            const sent = (await res.json()).message;
            const last = groups.last();
            await last.getByText("Thanks Sipho, the VAT201 looks right now.").waitFor();
            assert.equal(await last.getAttribute("data-own"), "true");
            assert.equal(
              (await last.getByTestId("chat-time").textContent())?.trim(),
              formatMessageTime(sent.time),
            );
            assert.match(
              formatMessageTime(sent.time),
              /^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}, \d{1,2}:\d{2}:\d{2} (am|pm)$/,
            );
            assert.equal(await input.inputValue(), "");
            // Own messages end at the right edge; the contact's start at the left, after their avatar.
            const column = await box(page.getByTestId("chat-messages"));
            const own = await box(last.getByTestId("chat-message"));
            const theirs = await box(groups.nth(2).getByTestId("chat-message"));
            const avatar = await box(groups.nth(2).getByTestId("chat-avatar-letter"));
            assert.ok(own.x + own.width > column.x + column.width - 35, "own message on the right");
            assert.ok(avatar.x < column.x + 16, "the contact's avatar on the left");
            assert.ok(avatar.x + avatar.width <= theirs.x, "the contact's message beside their avatar");
            // The conversation is scrolled to its newest message.
            assert.ok(
              await page.getByTestId("chat-messages").evaluate((el) =>
                Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) < 2
              ),
            );

            // Escape closes and clears the selection; reopened, the contact is first in the chat list.
            await page.keyboard.press("Escape");
            await waitForAttribute(page, PANEL, "data-open", "false");
            await openChat(page);
            assert.equal((await panel.getByTestId("chat-title").textContent())?.trim(), "Team Chat");
            await panel.getByText("Select a contact to start a conversation.").waitFor();
            assert.equal(await panel.locator("[aria-pressed=true]").count(), 0);
            assert.deepEqual(await contactIds(page, "with-chat"), [sipho, ...chatOrder.slice(0, -1)]);
          });
        },
      );

      await t.step(
        "a contact without a chat: an empty conversation; a failed send keeps the text",
        async () => {
          await h.withPage({ settings, viewport: { width: 1440, height: 520 } }, async ({ page, errors }) => {
            await open(page, "/apps/dashboard");
            await openChat(page);
            // Chosen from far down the column, the column scrolls back to the top.
            const list = page.getByTestId("chat-contacts");
            await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
            assert.ok(await list.evaluate((el) => el.scrollTop > 0), "the column scrolls at this height");
            await contact(page, "contact-ruan").click();
            await page.getByText("Start a conversation by typing your message below.").waitFor();
            assert.equal(await list.evaluate((el) => el.scrollTop), 0);
            // It now has a chat: the last one in the list.
            assert.equal((await contactIds(page, "with-chat")).at(-1), "contact-ruan");

            await page.route("**/api/chat/send-message", (route) =>
              route.fulfill({
                status: 503,
                contentType: "application/json",
                body: JSON.stringify({ error: { message: "The chat is resting." } }),
              }));
            const input = page.getByPlaceholder("Type your message");
            await input.fill("Is the server migration still on?");
            await input.press("Enter");
            await page.getByTestId("chat-send-error").getByText("The chat is resting.").waitFor();
            assert.equal(await input.inputValue(), "Is the server migration still on?");
            // The browser reports the failed call on the console: that one is expected.
            assert.deepEqual(errors.splice(0), [
              "Failed to load resource: the server responded with a status of 503 (Service Unavailable)",
            ]);
            await page.unroute("**/api/chat/send-message");
            await input.press("Enter");
            await page.getByTestId("chat-message").getByText("Is the server migration still on?").waitFor();
            assert.equal(await page.getByTestId("chat-send-error").count(), 0);
            assert.equal(await input.inputValue(), "");
          });
        },
      );

      await t.step(
        "the strip: after the first opening its avatars open a chat; Tab reaches them",
        async () => {
          await h.withPage({ settings }, async ({ page }) => {
            await open(page, "/apps/dashboard");
            await openChat(page);
            await page.locator(PANEL).getByRole("button", { name: "Close" }).click();
            await waitForAttribute(page, PANEL, "data-open", "false");
            await contact(page, "contact-priya").click();
            await waitForAttribute(page, PANEL, "data-open", "true");
            assert.equal(
              (await page.getByTestId("chat-header-name").textContent())?.trim(),
              name("contact-priya"),
            );
            await page.getByTestId("chat-message").first().waitFor();

            // From the close button, Tab goes to the contacts; Enter picks one; a click outside closes.
            await page.locator(PANEL).getByRole("button", { name: "Close" }).focus();
            await page.keyboard.press("Tab");
            assert.equal(
              await page.evaluate(() => document.activeElement?.getAttribute("data-testid")),
              "chat-contact",
            );
            const first = await page.evaluate(() => document.activeElement?.getAttribute("data-contact-id"));
            await page.keyboard.press("Enter");
            await waitForAttribute(page, `${PANEL} [data-contact-id="${first}"]`, "aria-pressed", "true");
            await page.locator("#main-content").click({ position: { x: 200, y: 200 } });
            await waitForAttribute(page, PANEL, "data-open", "false");
            assert.equal(await page.locator(`${PANEL} [aria-pressed=true]`).count(), 0);
          });
        },
      );

      await t.step("in Turkish and Arabic", async () => {
        await h.withPage({ settings, language: "tr" }, async ({ page }) => {
          await open(page, "/apps/dashboard");
          await openChat(page);
          await contact(page, "contact-naledi").click();
          await page.getByText("Aşağıya mesajınızı yazarak bir sohbet başlatın.").waitFor();
          await page.getByPlaceholder("Mesajınızı yazın").waitFor();
        });
        await h.withPage({ settings, language: "ar" }, async ({ page }) => {
          await open(page, "/apps/dashboard");
          await openChat(page);
          await contact(page, "contact-thabo").click();
          await page.getByPlaceholder("اكتب رسالتك").waitFor();
          await page.getByTestId("chat-message").first().waitFor();
        });
      });
    } finally {
      await h.close();
    }
  },
});
