#!/usr/bin/env python3
"""Writes PNG files the way another tool would — every colour type and bit depth, with and
without Adam7 interlacing, palette and tRNS transparency, several IDAT chunks — with zlib
and struct only, and beside each NAME.png the pixels it means as 8-bit straight RGBA
(NAME.rgba). IntroPNG's decoder must read each to exactly those pixels; where alpha is 0 the
colour is not compared. Usage: write-pngs.py FOLDER"""
import os, struct, sys, zlib

WIDTH, HEIGHT = 13, 11
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def sample(x, y, channel, depth):
    """A deterministic sample of `depth` bits (16-bit ones are multiples of 257, so that any
    correct rounding to 8 bits gives the same byte)."""
    value = (x * 37 + y * 91 + channel * 53 + x * y * 7) % 256
    if depth == 16:
        return value * 257
    return value >> (8 - depth)


def to8(value, depth):
    return value // 257 if depth == 16 else value * 255 // ((1 << depth) - 1)


def pack_row(samples, depth):
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    per_byte = 8 // depth
    out = bytearray()
    for start in range(0, len(samples), per_byte):
        byte = 0
        group = samples[start:start + per_byte]
        for i, s in enumerate(group):
            byte |= s << (8 - depth * (i + 1))
        out.append(byte)
    return bytes(out)


def write(folder, name, color_type, depth, interlace, trns=False):
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color_type]
    palette = [(i * 13 % 256, i * 29 % 256, i * 47 % 256) for i in range(1 << min(depth, 8))] if color_type == 3 else None
    pixels = {}  # (x, y) -> raw samples
    expected = bytearray()
    grey_key = sample(3, 2, 0, depth) if color_type == 0 and trns else None
    rgb_key = tuple(sample(3, 2, c, depth) for c in range(3)) if color_type == 2 and trns else None
    alphas = [(i * 61) % 256 for i in range(len(palette))] if palette and trns else None
    for y in range(HEIGHT):
        for x in range(WIDTH):
            raw = [sample(x, y, c, depth) for c in range(channels)]
            pixels[(x, y)] = raw
            if color_type == 3:
                r, g, b = palette[raw[0]]
                a = alphas[raw[0]] if alphas else 255
            elif color_type in (0, 4):
                r = g = b = to8(raw[0], depth)
                a = to8(raw[1], depth) if color_type == 4 else (0 if raw[0] == grey_key else 255)
            else:
                r, g, b = (to8(v, depth) for v in raw[:3])
                a = to8(raw[3], depth) if color_type == 6 else (0 if tuple(raw) == rgb_key else 255)
            expected += bytes([r, g, b, a])
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    raw_data = bytearray()
    for x0, y0, dx, dy in passes:
        xs = range(x0, WIDTH, dx)
        for y in range(y0, HEIGHT, dy):
            if not xs:
                continue
            samples = [s for x in xs for s in pixels[(x, y)]]
            raw_data += b"\x00" + pack_row(samples, depth)
    compressed = zlib.compress(bytes(raw_data), 9)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", WIDTH, HEIGHT, depth, color_type, 0, 0, interlace))
    png += chunk(b"tEXt", b"Software\x00write-pngs.py")
    if palette:
        png += chunk(b"PLTE", b"".join(bytes(p) for p in palette))
    if trns:
        if color_type == 3:
            png += chunk(b"tRNS", bytes(alphas))
        elif color_type == 0:
            png += chunk(b"tRNS", struct.pack(">H", grey_key))
        else:
            png += chunk(b"tRNS", struct.pack(">HHH", *rgb_key))
    # Several IDAT chunks, as many encoders write.
    for start in range(0, len(compressed), 64):
        png += chunk(b"IDAT", compressed[start:start + 64])
    png += chunk(b"IEND", b"")
    with open(os.path.join(folder, name + ".png"), "wb") as f:
        f.write(png)
    with open(os.path.join(folder, name + ".rgba"), "wb") as f:
        f.write(bytes(expected))


folder = sys.argv[1]
os.makedirs(folder, exist_ok=True)
depths = {0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]}
for color_type, allowed in depths.items():
    for depth in allowed:
        for interlace in (0, 1):
            base = f"type{color_type}-{depth}bit" + ("-interlaced" if interlace else "")
            write(folder, base, color_type, depth, interlace)
            if color_type in (0, 2, 3):
                write(folder, base + "-trns", color_type, depth, interlace, trns=True)
