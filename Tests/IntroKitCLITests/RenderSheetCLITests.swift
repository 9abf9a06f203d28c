import Foundation
import Testing

/// `introkit render sheet` and `introkit lint` end to end, through the built binary.
@Suite struct RenderSheetCLITests {
    let folder: URL
    let sample = IntroKitProcess.samples.appendingPathComponent("WelcomeSheet/whats-new.json").path

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("introkit-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// The outputs in a folder, without the gallery's manifest and thumbnails.
    func files(_ name: String = "out") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path)) ?? [])
            .filter(isRenderOutput).sorted()
    }

    func write(_ text: String, _ name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func rendersTheMatrixWithTheDocumentedNames() throws {
        let outcome = try IntroKitProcess.run(
            ["render", "sheet", sample, "--device", "iphone-se-1", "--device", "ipad-mini", "--color-scheme", "both",
             "--backend", "text", "-o", "out"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        var expected: [String] = []
        for device in ["ipad-mini", "iphone-se-1"] {
            for scheme in ["dark", "light"] {
                for page in 1...2 { expected.append("whats-new-\(device)-portrait-\(scheme)-p\(page).txt") }
            }
        }
        #expect(files() == expected.sorted())
        #expect(outcome.stderr.contains("8 file(s)"), "one summary line: \(outcome.stderr)")
    }

    @Test func shardsPartitionTheMatrixExactlyOnce() throws {
        let common = ["render", "sheet", sample, "--device", "iphones", "--orientation", "both", "--backend", "text", "-q"]
        let full = try IntroKitProcess.run(common + ["-o", "full"], in: folder)
        #expect(full.status == 0, "\(full.stderr)")
        var union: [String] = []
        for index in 1...3 {
            let shard = try IntroKitProcess.run(common + ["--shard", "\(index)/3", "-o", "shard\(index)"], in: folder)
            #expect(shard.status == 0, "\(shard.stderr)")
            #expect(!files("shard\(index)").isEmpty)
            union += files("shard\(index)")
        }
        #expect(union.count == Set(union).count, "no output in two shards")
        #expect(union.sorted() == files("full"))
        #expect(files("full").count == 12 * 2 * 2)
    }

    @Test func backendFlagSwitchesTheFormat() throws {
        for (backend, magic) in [("png", Data([0x89, 0x50, 0x4E, 0x47])), ("svg", Data("<?xml".utf8)), ("pdf", Data("%PDF".utf8))] {
            let outcome = try IntroKitProcess.run(
                ["render", "sheet", sample, "--device", "iphone-se-1", "--page", "1", "--backend", backend, "-o", backend],
                in: folder)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let names = files(backend)
            #expect(names == ["whats-new-iphone-se-1-portrait-light-p1.\(backend)"])
            let data = try Data(contentsOf: folder.appendingPathComponent("\(backend)/\(names.first ?? "")"))
            #expect(data.prefix(magic.count) == magic)
        }
    }

    @Test func oneOutputGoesToStandardOutputOrANamedFile() throws {
        let single = ["render", "sheet", sample, "--device", "iphone-15", "--page", "2"]
        let stdout = try IntroKitProcess.run(single + ["-o", "-", "-q"], in: folder)
        #expect(stdout.status == 0, "\(stdout.stderr)")
        #expect(stdout.stdout.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let named = try IntroKitProcess.run(single + ["-o", "page.png", "-q"], in: folder)
        #expect(named.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("page.png").path))
        let many = try IntroKitProcess.run(["render", "sheet", sample, "--device", "iphone-15", "-o", "-"], in: folder)
        #expect(many.status == 2, "two pages cannot go to stdout")
    }

    @Test func usageErrorsExit2AndNameTheChoices() throws {
        let backend = try IntroKitProcess.run(["render", "sheet", sample, "--backend", "gif"], in: folder)
        #expect(backend.status == 2)
        #expect(backend.stderr.contains("png, svg, text") || backend.stderr.contains("pdf, png, svg, text"))
        let device = try IntroKitProcess.run(["render", "sheet", sample, "--device", "iphone-99"], in: folder)
        #expect(device.status == 2)
        #expect(device.stderr.contains("ipad-pro-12.9"))
        let shard = try IntroKitProcess.run(["render", "sheet", sample, "--shard", "4/3"], in: folder)
        #expect(shard.status == 2)
        let spanish = try IntroKitProcess.run(["render", "sheet", sample, "--device", "iphone-99"], in: folder, locale: "es_ES.UTF-8")
        #expect(spanish.stderr.contains("dispositivo desconocido"))
        #expect(files().isEmpty)
    }

    @Test func inputErrorsExit1WithEveryPathAndWriteNothing() throws {
        let broken = try write(#"[{"title": "A", "rows": [{"imageName": "star", "accentColor": "12"}]}, {"rows": 3}]"#, "broken.json")
        let outcome = try IntroKitProcess.run(["render", "sheet", broken, "--device", "iphone-15", "-o", "out"], in: folder)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("[0].rows[0].accentColor"))
        #expect(outcome.stderr.contains("[1].rows"))
        #expect(outcome.stderr.contains("[1]: ") || outcome.stderr.contains("title"))
        #expect(files().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func ioErrorsExit1NamingThePathAndLeaveNoTemporaryFiles() throws {
        _ = try write("not a folder", "taken")
        let outcome = try IntroKitProcess.run(
            ["render", "sheet", sample, "--device", "iphone-15", "--backend", "text", "-o", "taken/out"], in: folder)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("taken"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func lintFindsOverflowAndCutOffButtons() throws {
        let rows = (0..<12).map { #"{"imageName": "star", "title": "Row \#($0)", "content": "Some content that wraps on a small phone."}"# }
        let long = String(repeating: "Continue to the next very long step ", count: 6)
        let path = try write(#"[{"title": "Too much", "rows": [\#(rows.joined(separator: ","))], "mainButtonTitle": "\#(long)", "accentColor": "FFE0E0"}]"#, "lint.json")
        let outcome = try IntroKitProcess.run(
            ["lint", path, "--device", "iphone-se-1", "--json", "--backend", "text"], in: folder)
        #expect(outcome.status == 1, "\(outcome.stderr)")
        let findings = try #require(try JSONSerialization.jsonObject(with: outcome.stdout) as? [[String: Any]])
        let codes = Set(findings.compactMap { $0["code"] as? String })
        #expect(codes.isSuperset(of: ["textOverflows", "buttonTitleTruncated", "buttonContrast"]), "\(codes)")
        let scroll = try #require(findings.first { $0["code"] as? String == "textOverflows" && $0["element"] as? String == "row.11.content" })
        #expect(scroll["severity"] as? String == "warning")
        #expect(scroll["device"] as? String == "iphone-se-1")
        #expect(!findings.contains { $0["element"] as? String == "sheet" })
        let clean = try IntroKitProcess.run(["lint", sample, "--device", "ipad-pro-12.9"], in: folder)
        #expect(clean.status == 0, "\(clean.stderr)")
    }

    @Test func noArgumentsPrintsHelp() throws {
        let outcome = try IntroKitProcess.run([], in: folder)
        #expect(outcome.status == 0)
        #expect(String(decoding: outcome.stdout, as: UTF8.self).contains("render sheet"))
        for command in [["render", "sheet"], ["lint"], ["layout"], ["stories", "events"], ["render", "stories"]] {
            let help = try IntroKitProcess.run(command + ["--help"], in: folder)
            #expect(help.status == 0)
            #expect(String(decoding: help.stdout, as: UTF8.self).hasPrefix("Usage: introkit"))
        }
    }
}
