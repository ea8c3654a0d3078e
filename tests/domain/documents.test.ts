/**
 * Documents' types told by their bytes, and their names: what is kept, what is refused, and that no name can
 * break a download's header.
 */
import assert from "node:assert/strict";
import { extensionOf, sniffContentType } from "../../domain/documents/content-type.ts";
import { contentDisposition, NAME_MAX, nameProblem } from "../../domain/documents/file-name.ts";

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...new TextEncoder().encode(p)] : p)));
const typeOf = (head: Uint8Array, name: string, whole = true) => {
  const sniffed = sniffContentType(head, name, whole);
  return "refused" in sniffed ? sniffed.refused : sniffed.mediaType;
};

Deno.test("a file's type comes from its bytes, whatever its name says", () => {
  assert.equal(typeOf(bytes("%PDF-1.7\n%âãÏÓ"), "scan.jpg"), "application/pdf");
  assert.equal(typeOf(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), "a.pdf"), "image/png");
  assert.equal(typeOf(bytes([0xff, 0xd8, 0xff, 0xe0]), "receipt"), "image/jpeg");
  assert.equal(typeOf(bytes("GIF89a", [1, 0]), "x.gif"), "image/gif");
  assert.equal(typeOf(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "), "x.webp"), "image/webp");
  assert.equal(typeOf(bytes([0, 0, 0, 24], "ftypheic"), "IMG_0001.HEIC"), "image/heic");
  assert.equal(typeOf(bytes("II*", [0]), "x.tif"), "image/tiff");
});

Deno.test("archives and compound files are told apart by their extension only among kinds the bytes allow", () => {
  const zip = bytes([0x50, 0x4b, 0x03, 0x04, 20, 0]);
  assert.equal(
    typeOf(zip, "Financials 2026.XLSX"),
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  );
  assert.equal(
    typeOf(zip, "letter.docx"),
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  );
  assert.equal(typeOf(zip, "papers.zip"), "application/zip");
  assert.equal(typeOf(zip, "setup.exe"), "application/zip");
  const ole = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]);
  assert.equal(typeOf(ole, "old.xls"), "application/vnd.ms-excel");
  assert.equal(typeOf(ole, "mail.msg"), "application/vnd.ms-outlook");
  assert.equal(typeOf(ole, "thing.bin"), "unknownType");
});

Deno.test("text is kept as text or CSV and served as nothing a browser runs", () => {
  assert.equal(typeOf(bytes("name,amount\nSipho,12.50\n"), "ledger.csv"), "text/csv");
  assert.equal(typeOf(bytes("<html><script>alert(1)</script></html>"), "page.html"), "text/plain");
  assert.equal(typeOf(bytes("<svg onload=alert(1)>"), "logo.svg"), "text/plain");
  assert.equal(typeOf(bytes("Ümit Çelik — تقرير\n"), "notes.txt"), "text/plain");
  assert.equal(typeOf(bytes([0xff, 0xfe, 0x41, 0x00]), "export.txt"), "text/plain", "UTF-16 with its mark");
  // A character cut by the head's edge is the head's, not the file's; cut at the file's end it is not text.
  const cut = bytes("Zoë".slice(0, 2), [0xc3]);
  assert.equal(typeOf(cut, "a.txt", false), "text/plain");
  assert.equal(typeOf(cut, "a.txt", true), "unknownType");
});

Deno.test("empty files, executables and binary junk are refused", () => {
  assert.equal(typeOf(new Uint8Array(), "empty.pdf"), "empty");
  assert.equal(typeOf(bytes([0x7f], "ELF", [2, 1, 1]), "tool"), "unknownType");
  assert.equal(typeOf(bytes("MZ", [0x90, 0, 3, 0]), "invoice.pdf"), "unknownType");
  assert.equal(typeOf(bytes("plain", [0], "nul"), "x.txt"), "unknownType");
});

Deno.test("extensions", () => {
  assert.equal(extensionOf("IRP5 2026.PDF"), "pdf");
  assert.equal(extensionOf(".bashrc"), "");
  assert.equal(extensionOf("trailing."), "");
  assert.equal(extensionOf("none"), "");
});

Deno.test("a document's name: no path, no control or direction characters, not blank, not too long", () => {
  assert.equal(nameProblem("IRP5 — Sipho Dlamini 2026.pdf"), null);
  assert.equal(nameProblem("شهادة ضريبية.pdf"), null);
  assert.equal(nameProblem("   "), "enterName");
  assert.equal(nameProblem(".."), "enterName");
  assert.equal(nameProblem("../../etc/passwd"), "nameHasPath");
  assert.equal(nameProblem("C:\\temp\\a.pdf"), "nameHasPath");
  assert.equal(nameProblem("a\r\nSet-Cookie: x=1"), "nameHasControl");
  assert.equal(nameProblem("invoice\u202Efdp.exe"), "nameHasControl");
  assert.equal(nameProblem("x".repeat(NAME_MAX)), null);
  assert.equal(nameProblem("x".repeat(NAME_MAX + 1)), "nameTooLong");
});

Deno.test("a download's header says any name exactly and cannot be broken out of", () => {
  assert.equal(
    contentDisposition('Tax "final" 2026.pdf', "attachment"),
    `attachment; filename="Tax _final_ 2026.pdf"; filename*=UTF-8''Tax%20%22final%22%202026.pdf`,
  );
  const arabic = contentDisposition("تقرير.pdf", "inline");
  assert.match(arabic, /^inline; filename="_____\.pdf"; filename\*=UTF-8''%D8%AA%D9%82/);
  // Whatever the name, the header is printable ASCII with one quoted string.
  for (const name of ["a;b=c.pdf", "x\\y", "Çağrı's file (1).txt", "%41.pdf"]) {
    const header = contentDisposition(name, "attachment");
    assert.match(header, /^[\x20-\x7e]+$/);
    assert.equal(header.split('"').length, 3, header);
    const encoded = header.slice(header.indexOf("''") + 2);
    assert.equal(decodeURIComponent(encoded), name);
  }
});
