import Foundation
import IntroPNG
import Testing

/// PNG files written by another tool (`OtherTool/write-pngs.py`: Python's zlib and struct) in
/// every colour type, bit depth and interlacing, with palettes and `tRNS`, decode to the
/// pixels the tool says they hold — so a reference image saved by any editor can be compared.
@Suite struct OtherToolPNGTests {
    /// The files, written into a fresh folder by the script.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("other-tool-pngs-\(UUID().uuidString)")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("OtherTool/write-pngs.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, folder.path]
        try? process.run()
        process.waitUntilExit()
        return folder
    }()

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
    }

    @Test func theScriptWritesEveryKind() {
        // 5 grey depths, 2 RGB, 4 palette, 2 grey+alpha, 2 RGBA; each plain and interlaced;
        // grey, RGB and palette again with tRNS.
        #expect(Self.names.count == (5 + 2 + 4 + 2 + 2) * 2 + (5 + 2 + 4) * 2)
    }

    @Test(arguments: names) func decodesToThePixelsTheToolWrote(name: String) throws {
        let png = try Data(contentsOf: Self.folder.appendingPathComponent(name + ".png"))
        let expected = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name + ".rgba")))
        let image = try PNGImage.decode(png)
        #expect(image.width == 13 && image.height == 11)
        #expect(image.rgba.count == expected.count)
        var differences = 0
        for pixel in stride(from: 0, to: min(expected.count, image.rgba.count), by: 4) {
            let alpha = expected[pixel + 3]
            let channels = alpha == 0 ? 3..<4 : 0..<4
            if channels.contains(where: { image.rgba[pixel + $0] != expected[pixel + $0] }) { differences += 1 }
        }
        #expect(differences == 0, "\(differences) of \(expected.count / 4) pixels differ")
    }

    @Test func intoKitsOwnPNGsDecodeToTheirPixels() throws {
        let pixels = (0..<(7 * 5 * 4)).map { UInt8(($0 * 31) % 256) }
        let image = try PNGImage(width: 7, height: 5, rgba: pixels)
        #expect(try PNGImage.decode(image.pngData()) == image)
        let opaque = try PNGImage(width: 7, height: 5, rgba: pixels.enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element })
        #expect(try PNGImage.decode(opaque.pngData()) == opaque)
    }

    @Test func aHeaderAskingForTooManyPixelsIsRefusedBeforeDecoding() throws {
        var png = try PNGImage(width: 1, height: 1, rgba: [1, 2, 3, 4]).pngData()
        // IHDR width and height 100,000 × 100,000, with a matching CRC.
        let size: [UInt8] = [0x00, 0x01, 0x86, 0xA0]
        png.replaceSubrange(16..<20, with: size)
        png.replaceSubrange(20..<24, with: size)
        let crc = crc32Checksum(png[12..<29])
        png.replaceSubrange(29..<33, with: [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)])
        #expect(throws: PNGError.badDimensions(width: 100_000, height: 100_000)) { try PNGImage.decode(png) }
    }

    @Test(arguments: ["huge-text-chunk.bin", "huge-text-chunk-2.bin"])
    func aChunkLongerThanTheFileIsRefusedBeforeLibpngReadsIt(finding: String) throws {
        // Found by scripts/fuzz: 147 and 118 bytes whose tEXt chunk declares about 1.5 and 1.98 GB,
        // which libpng 1.6.39 allocated before finding the file too short (png_set_chunk_malloc_max
        // did not stop the second). The chunk walk refuses them before libpng runs; libpng's own
        // reason ("the file ends early") would mean it had read, and allocated for, the chunk.
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzFindings/" + finding)
        let error = #expect(throws: PNGError.self) { try PNGImage.decode(try Data(contentsOf: url)) }
        #expect(error == .undecodable(reason: "a chunk is longer than the file"), "\(String(describing: error))")
    }

    @Test func rowsTheImageDataCannotHoldAreRefusedBeforeTheyAreAllocated() throws {
        // Found by scripts/fuzz: 202 bytes that declare 1 × 218,103,808 pixels, for which the
        // decoder allocated 0.9 GB of pixels and 1.7 GB of row pointers. Deflate inflates at most
        // 1032 times, so its 24 bytes of image data hold no such rows.
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzFindings/tall-tiny-file.bin")
        #expect(throws: PNGError.badDimensions(width: 1, height: 218_103_808)) { try PNGImage.decode(try Data(contentsOf: url)) }
        // A real image of that shape still decodes: its IDAT can hold the rows.
        let tall = try PNGImage(width: 1, height: 4000, rgba: [UInt8](repeating: 200, count: 16_000))
        #expect(try PNGImage.decode(tall.pngData()) == tall)
    }
}
