import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { chatFixture } from "../../fixtures/chat.ts";
import { E2E, Harness, open } from "../support/e2e.ts";

const chatting = new Set(chatFixture.user.chatList.map((e) => e.contactId));
const stranger = chatFixture.contacts.find((c) => !chatting.has(c.id))!;
const appContact = (page: Page, id: string) =>
  page.locator(`[data-testid=chat-app-contact][data-contact-id="${id}"]`);
const chatIds = (page: Page) =>
  page.getByTestId("chat-app-chats").getByTestId("chat-app-contact").evaluateAll((els) =>
    els.map((e) => e.getAttribute("data-contact-id"))
  );

Deno.test({
  name: "chat app: search, a new conversation, sending, status; the panel beside it",
  ...E2E,
  async fn(t) {
    const h = await Harness.start();
    try {
      await t.step(
        "search a contact, send with Enter: the chat comes first and stays after a reload",
        async () => {
          await h.withPage({}, async ({ page }) => {
            await open(page, "/apps/chat");
            await page.getByTestId("chat-app-chats").waitFor();
            assert.deepEqual(await chatIds(page), [...chatting]);
            await page.getByTestId("chat-app-search").fill(stranger.name.slice(0, 4).toUpperCase());
            await appContact(page, stranger.id).click();
            assert.match(page.url(), new RegExp(`contact=${stranger.id}`));
            const convo = page.getByTestId("chat-app-conversation");
            await convo.getByText("Start a conversation by typing your message below.").waitFor();
            const input = convo.getByPlaceholder("Type your message");
            await input.fill("   ");
            await input.press("Enter");
            assert.equal(await convo.getByTestId("chat-message").count(), 0, "a blank message is not sent");
            await input.fill("Your IRP5 arrived, thanks.");
            await input.press("Enter");
            await convo.getByTestId("chat-message").filter({ hasText: "Your IRP5 arrived, thanks." })
              .waitFor();
            assert.equal(await input.inputValue(), "");
            await page.getByTestId("chat-app-search").fill("");
            await page.waitForFunction(
              (id) =>
                document.querySelector("[data-testid=chat-app-chats] [data-testid=chat-app-contact]")
                  ?.getAttribute("data-contact-id") === id,
              stranger.id,
            );
            await page.reload();
            await convo.getByTestId("chat-message").filter({ hasText: "Your IRP5 arrived, thanks." })
              .waitFor();
            assert.equal((await chatIds(page))[0], stranger.id);
          });
        },
      );

      await t.step("your status is kept after a reload; the panel still opens its own chat", async () => {
        await h.withPage({}, async ({ page }) => {
          await open(page, "/apps/chat");
          // Listen before changing it: the answer can come back before a later listener starts.
          const saved = page.waitForResponse((r) => r.url().endsWith("/api/chat/user/data") && r.ok());
          await page.getByTestId("chat-app-status").selectOption("do-not-disturb");
          await saved;
          await page.reload();
          await page.getByTestId("chat-app-me").waitFor();
          assert.equal(await page.getByTestId("chat-app-status").inputValue(), "do-not-disturb");
          await page.getByTestId("chat-panel-toggle").click();
          await page.getByTestId("chat-panel").getByTestId("chat-contact").first().click();
          await page.getByTestId("chat-panel").getByTestId("chat-header-name").waitFor();
          assert.equal(
            await page.getByTestId("chat-app-conversation").getByText(
              "Select a contact to start a conversation.",
            ).count(),
            1,
            "the page's conversation is its own",
          );
        });
      });

      await t.step("keyboard, and Arabic at phone width: list, conversation, back", async () => {
        const [first] = chatting;
        await h.withPage({ language: "ar", viewport: { width: 390, height: 844 } }, async ({ page }) => {
          await open(page, "/apps/chat");
          assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
          await appContact(page, first).focus();
          await page.keyboard.press("Enter");
          await page.getByTestId("chat-app-contact-name").waitFor();
          assert.equal(await page.getByTestId("chat-app-chats").isVisible(), false, "one pane at a time");
          // The message box takes the focus as the conversation opens; under load that can be a moment later.
          await page.waitForFunction(() =>
            document.activeElement instanceof HTMLInputElement &&
            document.activeElement.closest("[data-testid=chat-app-conversation]") !== null
          );
          await page.keyboard.type("مرحبا");
          await page.keyboard.press("Enter");
          await page.getByTestId("chat-app-conversation").getByTestId("chat-message").filter({
            hasText: "مرحبا",
          }).waitFor();
          await page.getByTestId("chat-app-back").click();
          await page.getByTestId("chat-app-chats").waitFor();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
          assert.ok(overflow <= 0, `no sideways scroll (${overflow}px)`);
        });
      });
    } finally {
      await h.close();
    }
  },
});
