import { describe, expect, it } from "vitest";
import { richTextFromPlain, sanitizeRichText } from "./sanitize-rich-text.js";

describe("sanitizeRichText", () => {
  it("keeps the allowed tags", () => {
    const html = "<p>a <strong>b</strong> <em>c</em> <b>d</b> <i>e</i><br></p><ul><li>x</li></ul><ol><li>y</li></ol><div><span>z</span></div>";
    expect(sanitizeRichText(html)).toBe(
      "<p>a <strong>b</strong> <em>c</em> <b>d</b> <i>e</i><br /></p><ul><li>x</li></ul><ol><li>y</li></ol><div><span>z</span></div>",
    );
  });
  it("replaces other tags by their text and drops scripts", () => {
    expect(sanitizeRichText("<h2>Title</h2><table><tr><td>cell</td></tr></table><img src=x onerror=alert(1)>")).toBe("Titlecell");
    expect(sanitizeRichText("a<script>alert(1)</script>b")).toBe("ab");
  });
  it("keeps class and id everywhere, href/target/rel only on a", () => {
    expect(sanitizeRichText('<p class="c" id="i" style="color:red" onclick="x()">t</p>')).toBe('<p class="c" id="i">t</p>');
    expect(sanitizeRichText('<span href="/x">t</span>')).toBe("<span>t</span>");
  });
  it("links: only http:, https: or / targets; absolute ones open in a new tab", () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a href="#">x</a>');
    expect(sanitizeRichText('<a href="mailto:a@b.c">x</a>')).toBe('<a href="#">x</a>');
    expect(sanitizeRichText('<a href="/grants" target="_top">x</a>')).toBe('<a href="/grants">x</a>');
    expect(sanitizeRichText('<a href="https://a.org">x</a>')).toBe('<a href="https://a.org" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="http://a.org" rel="opener">x</a>')).toBe('<a href="http://a.org" target="_blank" rel="noopener noreferrer">x</a>');
  });
  it("protocol-relative links are not site-relative: they become #", () => {
    expect(sanitizeRichText('<a href="//evil.example/x">x</a>')).toBe('<a href="#">x</a>');
    expect(sanitizeRichText('<a href="/\\evil.example/x">x</a>')).toBe('<a href="#">x</a>');
    expect(sanitizeRichText('<a href=" //evil.example">x</a>')).toBe('<a href="#">x</a>');
  });
  it("empty input is empty; plain text keeps its line breaks", () => {
    expect(sanitizeRichText(null)).toBe("");
    expect(richTextFromPlain("a < b\nc")).toBe("a &lt; b<br />c");
  });
});

describe("links of a crawled page shown in the app", () => {
  it("resolve against the page's own address and open in a new tab", () => {
    const html = sanitizeRichText('<a href="/apply">a</a><a href="guide.pdf">b</a><a href="#top">c</a>', "https://funder.example/grants/arts/");
    expect(html).toContain('href="https://funder.example/apply" target="_blank"');
    expect(html).toContain('href="https://funder.example/grants/arts/guide.pdf" target="_blank"');
    expect(html).toContain('<a href="#">c</a>'); // an in-page anchor would jump within the app: the spec's rule makes it #
  });
  it("never turn a script or another host into a link", () => {
    const html = sanitizeRichText(
      '<a href="jav&#x09;ascript:alert(1)">a</a><a href="//evil.example/x">b</a><a href="/\\evil.example">c</a><a href="data:text/html,x">d</a>',
      "https://funder.example/p",
    );
    expect(html.match(/href="([^"]*)"/g)).toEqual(['href="#"', 'href="#"', 'href="#"', 'href="#"']);
  });
});
