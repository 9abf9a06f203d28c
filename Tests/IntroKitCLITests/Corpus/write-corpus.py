#!/usr/bin/env python3
"""Writes the small, hand-made files of the hostile-input corpus (sheets/, stories/, assets/).

The files are committed; this script documents how their odd bytes (a BOM, invalid UTF-8,
UTF-16) were made and re-creates them. The big inputs (100,000-deep nesting, 10,000 rows,
1,000 pages, 100,000-character words, 100,000 stories, thousands of navigation events) are
generated at run time by HostileInputs.swift instead of being committed.
"""
import base64
import json
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))


def write(path, data):
    full = os.path.join(HERE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode("utf-8"))


def sheet(title="Welcome", rows=None, **page):
    rows = rows if rows is not None else [{"imageName": "star.fill", "title": "Fast", "content": "Quick to set up."}]
    return json.dumps([dict(title=title, rows=rows, **page)], ensure_ascii=False, indent=1)


def row(title="Row", image="star.fill", content="Content."):
    return {"imageName": image, "title": title, "content": content}


# Sheets: syntax.
write("sheets/sheet-valid.json", sheet())
write("sheets/sheet-truncated.json", '[{"title": "Hi", "rows": [{"imageName": "star"')
write("sheets/sheet-unquoted-key.json", '[{title: "Hi", "rows": []}]')
write("sheets/sheet-single-quotes.json", "[{'title': 'Hi', 'rows': []}]")
write("sheets/sheet-trailing-comma.json", '[{"title": "Hi", "rows": [],}]')
write("sheets/sheet-comment.json", '// pages\n[{"title": "Hi", "rows": []}]')
write("sheets/sheet-empty.json", b"")
write("sheets/sheet-whitespace.json", b" \n\t \n")
write("sheets/sheet-bom.json", b"\xef\xbb\xbf" + sheet().encode())
write("sheets/sheet-utf16.json", "\ufeff" .encode("utf-16-le") + sheet().encode("utf-16-le"))
# Encodings other than UTF-8, each named in the message (issue 15): without a BOM the zero
# bytes of ASCII tell UTF-16 from UTF-32 and the byte order; a second BOM is named U+FEFF.
write("sheets/sheet-utf16be-nobom.json", sheet().encode("utf-16-be"))
write("sheets/sheet-utf32le-bom.json", "\ufeff".encode("utf-32-le") + sheet().encode("utf-32-le"))
write("sheets/sheet-utf32be-nobom.json", sheet().encode("utf-32-be"))
write("sheets/sheet-double-bom.json", b"\xef\xbb\xbf\xef\xbb\xbf" + sheet().encode())
write("sheets/sheet-invalid-utf8.json", b'[{"title": "Caf\xc3\x28 \xff", "rows": []}]')
write("sheets/sheet-trailing-garbage.json", sheet() + "\n]} garbage")
write("sheets/sheet-two-documents.json", sheet() + sheet())
write("sheets/sheet-nul-byte.json", b'[{"title": "a\x00b", "rows": []}]')
write("sheets/sheet-number-overflow.json", '[{"title": "Hi", "rows": [], "mainButtonTitle": 1e400}]')
write("sheets/sheet-leading-zero.json", '[{"title": "Hi", "rows": [], "x": 007}]')
write("sheets/sheet-bad-escape.json", '[{"title": "\\x41 \\ud800", "rows": []}]')
write("sheets/sheet-lone-surrogate.json", '[{"title": "\\ud800", "rows": []}]')

# Sheets: structure and types.
write("sheets/sheet-duplicate-keys.json", '[{"title": "A", "title": "B", "rows": []}]')
write("sheets/sheet-top-level-object.json", '{"title": "Hi", "rows": []}')
write("sheets/sheet-top-level-string.json", '"Welcome"')
write("sheets/sheet-no-pages.json", "[]")
write("sheets/sheet-missing-keys.json", '[{"rows": [{}]}, {"title": "No rows"}]')
write("sheets/sheet-wrong-types.json", json.dumps([
    {"title": 5, "rows": "none", "mainButtonTitle": [], "accentColor": True, "backgroundColor": 12,
     "optionalButtonTitle": {}, "optionalButtonURL": 3, "isShowingOptionalButton": "yes"},
    {"title": "Rows", "rows": [7, None, {"imageName": None, "title": 3, "content": False, "accentColor": [1]}]},
    5, None, "page",
]))
write("sheets/sheet-null-everywhere.json", '[{"title": null, "rows": null, "mainButtonTitle": null}]')
write("sheets/sheet-bad-colors.json", sheet(accentColor="#12", backgroundColor="zzzzzz",
                                            rows=[dict(row(), accentColor="#1234567"),
                                                  dict(row(), accentColor={"light": "fff"})]))
write("sheets/sheet-bad-urls.json", json.dumps([
    {"title": "a", "rows": [], "optionalButtonTitle": "More", "optionalButtonURL": "has spaces in it"},
    {"title": "b", "rows": [], "optionalButtonTitle": "More", "optionalButtonURL": "no-scheme.example"},
    {"title": "c", "rows": [], "optionalButtonTitle": "More", "optionalButtonURL": ""},
    {"title": "d", "rows": [], "optionalButtonTitle": "More", "optionalButtonURL": "http://[::1"},
]))
write("sheets/sheet-odd-urls.json", sheet(optionalButtonTitle="More",
                                          optionalButtonURL="javascript:alert(1)//" + "x" * 2000))
write("sheets/sheet-empty-image-name.json", sheet(rows=[row(image="")]))
write("sheets/sheet-unknown-keys.json", sheet(titel="typo", rows=[dict(row(), imagename="x")],
                                              **{"\u001b]0;pwned\u0007": 1}))

# Sheets: text that is hard to lay out or print.
write("sheets/sheet-control-chars.json", sheet(
    title="Bell\u0007 escape\u001b[31mred\u001b[0m tab\ttab nul-free\u0001\u007f\u0085end",
    rows=[row(title="line\nbreak\r\nand\u2028separator", content="\u000b\u000c")]))
write("sheets/sheet-bidi-override.json", sheet(
    title="\u202eevil.exe\u202c \u2066isolate\u2069 \u200f\u200e",
    rows=[row(title="\u202dLTR override\u202c", content="مرحبا \u202e abc \u202c עברית")]))
write("sheets/sheet-emoji.json", sheet(
    title="👩‍👩‍👧‍👦 🏳️‍🌈 👍🏽 🇪🇸🇯🇵 e\u0301\u0301\u0301",
    rows=[row(title="Z̷̢̛̪a̸̡l̶g̷o̵" * 20, content="🧑🏿‍🤝‍🧑🏻" * 50),
          row(title="\U000e0067\U000e0062 tags", content="\ufe0f\u200d\u200d\u20e3")]))
write("sheets/sheet-asset-traversal.json", sheet(rows=[
    row(image="../../../../etc/passwd"), row(image="/etc/passwd"), row(image="~root/.ssh/id_rsa"),
    row(image="sub/../../escape"), row(image="a\u0000b")]))
write("sheets/sheet-corrupt-png.json", sheet(rows=[row(image="corrupt")]))
write("sheets/sheet-huge-png.json", sheet(rows=[row(image="huge-png")]))
write("sheets/sheet-png-20000.json", sheet(rows=[row(image="png-20000")]))
write("sheets/sheet-svg-embedded-16000.json", sheet(rows=[row(image="svg-embedded-16000")]))
write("sheets/sheet-svg-embedded-hidden.json", sheet(rows=[row(image="svg-embedded-hidden")]))
write("sheets/sheet-svg-50mb.json", sheet(rows=[row(image="svg-50mb")]))
write("sheets/sheet-hostile-svg.json", sheet(rows=[
    row(image="external"), row(image="huge-svg"), row(image="laughs"), row(image="not-svg")]))


# Stories.
def stories(items=None, **document):
    items = items if items is not None else [{"title": "A", "duration": 2}, {"title": "B", "duration": 3}]
    return json.dumps(dict(stories=items, **document), indent=1)


write("stories/stories-valid.json", stories(strategy="once", leeway=1))
write("stories/stories-truncated.json", '{"stories": [{"title": "A", "dura')
write("stories/stories-nan-duration.json", '{"stories": [{"title": "A", "duration": NaN}]}')
write("stories/stories-infinite-duration.json", '{"stories": [{"title": "A", "duration": Infinity}]}')
write("stories/stories-negative-duration.json", stories([{"title": "A", "duration": -5}, {"duration": 0}]))
write("stories/stories-huge-duration.json", stories([{"title": "A", "duration": 1e308},
                                                     {"title": "B", "duration": 1e308}]))
write("stories/stories-overflowing-duration.json", '{"stories": [{"duration": 1e309}]}')
write("stories/stories-tiny-duration.json", stories([{"duration": 5e-324}, {"duration": 1e-300}]))
write("stories/stories-current-out-of-range.json", stories(current=5))
write("stories/stories-current-negative.json", stories(current=-1))
write("stories/stories-current-fraction.json", stories(current=0.5))
write("stories/stories-overlapping-pauses.json", stories(
    strategy="once", pauses=[{"at": 1, "for": 3}, {"at": 2, "for": 1}, {"at": 4, "for": 0}, {"at": 4, "for": 2}]))
write("stories/stories-negative-pauses.json", stories(pauses=[{"at": -1, "for": 1}, {"at": 1, "for": -2}]))
write("stories/stories-endless-pause.json", stories(pauses=[{"at": 1, "for": 1e308}]))
write("stories/stories-wrong-types.json", json.dumps({
    "strategy": 1, "leeway": "1", "current": "0", "stories": [5, {"title": 1, "duration": "5", "colorScheme": 2}],
    "pauses": {"at": 1}, "navigation": [{"at": "1", "action": True}]}))
write("stories/stories-unknown-choices.json", stories(
    strategy="forever", items=[{"colorScheme": "sepia"}], navigation=[{"at": 1, "action": "jump"}]))
write("stories/stories-no-stories.json", '{"stories": []}')
write("stories/stories-top-level-array.json", '[{"title": "A"}]')
write("stories/stories-bad-colors.json", stories([{"background": "#12345"}, {"background": "ggg"}]))
write("stories/stories-duplicate-keys.json", '{"stories": [], "stories": [{"title": "A"}]}')
write("stories/stories-hostile-text.json", stories([
    {"title": "\u202e" + "🏳️‍🌈" * 100, "subtitle": "\u001b[2J\u0007" * 10, "imageName": "../../etc/passwd"}]))


# Assets.
def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


signature = b"\x89PNG\r\n\x1a\n"
write("assets/corrupt.png", signature + png_chunk(b"IHDR", struct.pack(">IIBBBBB", 16, 16, 8, 6, 0, 0, 0))
      + png_chunk(b"IDAT", b"not zlib data at all") + b"\x00\x01garbage")
write("assets/huge-png.png", signature + png_chunk(b"IHDR", struct.pack(">IIBBBBB", 30000, 30000, 8, 6, 0, 0, 0))
      + png_chunk(b"IDAT", zlib.compress(b"\x00" * 64)) + png_chunk(b"IEND", b""))
write("assets/external.svg", """<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
 width="37" height="37"><image href="file:///etc/passwd" width="37" height="37"/>
<image xlink:href="../../../../etc/hostname" width="37" height="37"/>
<image href="http://example.invalid/x.png" width="37" height="37"/>
<use href="http://example.invalid/sprite.svg#icon"/>
<style>@import url("http://example.invalid/x.css");</style><rect width="10" height="10"/></svg>
""")
write("assets/huge-svg.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="1e9" height="1e9" viewBox="0 0 1e9 1e9">'
      '<filter id="b"><feGaussianBlur stdDeviation="1e8"/></filter>'
      '<circle cx="5e8" cy="5e8" r="4e8" filter="url(#b)"/></svg>\n')
write("assets/laughs.svg", '<?xml version="1.0"?>\n<!DOCTYPE svg [\n<!ENTITY a "lollollollollollollollollollol">\n'
      + "".join(f'<!ENTITY {chr(98 + i)} "{("&" + chr(97 + i) + ";") * 10}">\n' for i in range(9))
      + ']>\n<svg xmlns="http://www.w3.org/2000/svg" width="37" height="37"><text>&j;</text></svg>\n')
write("assets/not-svg.svg", b"\x89PNG this is not an svg \x00\xff")

# Assets over the limits (issue 15): refused from their headers, before any decoding.
# A 20,000 × 20,000 PNG (1.6 GB decoded): its first 64 rows of zeros, then the file ends.
rows_20000 = zlib.compressobj(9)
idat_20000 = rows_20000.compress(b"\x00" * (64 * (1 + 20000 * 4))) + rows_20000.flush(zlib.Z_SYNC_FLUSH)
write("assets/png-20000.png", signature + png_chunk(b"IHDR", struct.pack(">IIBBBBB", 20000, 20000, 8, 6, 0, 0, 0))
      + png_chunk(b"IDAT", idat_20000))
# An SVG embedding a 16,000 × 16,000 PNG as a data: URL (2.0 GB when librsvg decodes it).
png_16000 = signature + png_chunk(b"IHDR", struct.pack(">IIBBBBB", 16000, 16000, 8, 6, 0, 0, 0)) + png_chunk(
    b"IDAT", zlib.compress(b"\x00" * (1 + 16000 * 4)))
embedded = base64.b64encode(png_16000).decode()
write("assets/svg-embedded-16000.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="37" height="37">'
      f'<image width="37" height="37" href="data:image/png;base64,{embedded}"/></svg>\n')
# The same, with the URL spelled with character references, base64 broken into lines, and
# the SVG itself embedded in another SVG.
lines = "\n".join(embedded[i:i + 76] for i in range(0, len(embedded), 76))
inner = ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="37" height="37">'
         f'<image width="37" height="37" xlink:href="&#100;ata:image/png;base64,\n{lines}"/></svg>')
write("assets/svg-embedded-hidden.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="37" height="37">'
      f'<image width="37" height="37" href="data:image/svg+xml;base64,{base64.b64encode(inner.encode()).decode()}"/>'
      '</svg>\n')
# Issue 35: a `.strings` folder in UTF-16 little-endian without a byte order mark, as
# genstrings writes it, and a measure batch with extreme numbers in every numeric field.
write("strings-utf16/de.lproj/Localizable.strings",
      '/* Title */\n"Welcome" = "Willkommen";\n"Fast" = "Schnell";\n"Quick to set up." = "Schnell eingerichtet.";\n'
      .encode("utf-16-le"))
write("measure/batch-extreme-numbers.json", json.dumps([
    {"id": "width", "text": "Hi", "font": {"size": 17}, "width": 1e308},
    {"id": "size", "text": "Hi", "font": {"size": 1e308}},
    {"id": "lines", "text": "Hi", "font": {"size": 17}, "lineLimit": 1e300},
    {"id": "fraction", "text": "Hi", "font": {"size": 17}, "lineLimit": 1.5},
    {"id": "spacing", "text": "Hi", "font": {"size": 17}, "lineSpacing": -1e308},
], indent=1))
