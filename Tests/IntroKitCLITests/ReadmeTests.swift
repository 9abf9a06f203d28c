import Foundation
import IntroUI
import Testing

/// The README cannot rot: its `introkit` commands run against the built binary, its Swift
/// samples are copies of code that compiles, its pictures exist.
@Suite struct ReadmeTests {
    static let readme = (try? String(
        contentsOf: ChildProcess.repository.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// The prefix of the commands this suite runs; the rest of the line goes to `introkit`.
    static let introkitPrefix = "swift run introkit "

    /// Commands that cannot run inside the test suite, and what exercises them instead.
    static let coveredElsewhere: [(prefix: String, by: String)] = [
        ("scripts/test", "CI: .ci/run runs exactly this"),
        ("scripts/preview", "the render-previews plugin it runs (DemoPackageTests)"),
        ("swift package --allow-writing-to-package-directory render-previews", "DemoPackageTests"),
        ("cd Samples/DemoPackage && swift run demo", "DemoPackageTests"),
        ("cd Samples/AppPackage && swift package --allow-writing-to-package-directory render-previews", "AppPackageTests"),
        ("swift build --package-path Samples/CustomBackend", "CustomBackendTests (builds the sample)"),
        ("INTROKIT_BACKENDS=", "CustomBackendTests (the stock introkit with the sample's library)"),
        ("swift build -c release --product introkit", "scripts/bench-video (builds the same)"),
        (".build/release/introkit render stories", "scripts/bench-video (the same preset, timed) and VideoPresetCLITests (the preset's rules, probed)"),
    ]

    /// Files the README's Swift samples are copied from, verbatim.
    static let swiftSources = [
        "Tests/IntroKitCLITests/ReadmeSwiftAPI.swift",
        "Tests/IntroKitCLITests/ReadmeLibraryAPI.swift",
        "Samples/DemoPackage/Package.swift",
        "Samples/DemoPackage/Sources/demo/main.swift",
        "Samples/DemoPackage/Tests/DemoTests/WelcomeSnapshotTests.swift",
        "Samples/DemoPackage/Tests/DemoTests/PreviewSnapshotTests.swift",
        "Samples/Stories/SeedStories.swift",
        "Tests/SeedSnippetTests/SeedSnippetTests.swift",
        "Tests/IntroKitTests/StoriesFromSwiftTests.swift",
    ]

    /// The bodies of the README's fenced blocks in a language.
    static func blocks(_ language: String) -> [String] {
        let parts = readme.components(separatedBy: "```" + language + "\n").dropFirst()
        return parts.compactMap { $0.components(separatedBy: "\n```").first }
    }

    /// The command lines of the `sh` blocks, without comments.
    static var commands: [String] {
        blocks("sh").flatMap { $0.split(separator: "\n") }
            .map { $0.split(separator: "#", maxSplits: 1).first.map(String.init) ?? "" }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    static var introkitCommands: [String] { commands.filter { $0.hasPrefix(introkitPrefix) } }

    @Test func everyCommandIsRunHereOrCoveredElsewhere() {
        #expect(Self.introkitCommands.count >= 8, "\(Self.commands)")
        for command in Self.commands where !command.hasPrefix(Self.introkitPrefix) {
            #expect(Self.coveredElsewhere.contains { command.hasPrefix($0.prefix) }, "not exercised: \(command)")
        }
    }

    @Test(arguments: introkitCommands)
    func introkitCommandSucceeds(_ command: String) throws {
        let folder = try ChildProcess.temporaryDirectory("readme")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("Samples"), withDestinationURL: ChildProcess.repository.appendingPathComponent("Samples"))
        let arguments = command.dropFirst(Self.introkitPrefix.count).split(separator: " ").map(String.init)
        let outcome = try ChildProcess.run(ChildProcess.builtTool("introkit"), arguments, in: folder)
        #expect(outcome.status == 0, "\(command)\n\(outcome.stderr)")
        if let index = arguments.firstIndex(of: "-o"), index + 1 < arguments.count, arguments[index + 1] != "-" {
            let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(arguments[index + 1]).path)
            #expect(!written.isEmpty, "\(command) wrote nothing")
        } else {
            #expect(!outcome.stdout.isEmpty, "\(command) printed nothing")
        }
    }

    @Test func swiftSamplesAreCopiesOfCompiledCode() throws {
        let sources = try Self.swiftSources.map {
            try String(contentsOf: ChildProcess.repository.appendingPathComponent($0), encoding: .utf8)
        }
        let samples = Self.blocks("swift")
        #expect(samples.count >= 6)
        for sample in samples {
            #expect(sources.contains { $0.contains(sample) }, "no file in \(Self.swiftSources) holds:\n\(sample)")
        }
    }

    /// The "From Swift" sample runs: one PNG per iPhone and scheme, each a PNG.
    @Test func theLibrarySampleWritesEveryOutput() throws {
        let folder = try ChildProcess.temporaryDirectory("readme-library")
        defer { try? FileManager.default.removeItem(at: folder) }
        try renderOnEveryIPhone(into: folder)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(written.count == DeviceCatalog.iphones.count * 2)
        #expect(written.contains("welcome-iphone-15-portrait-dark-p1.png"))
        let png = try Data(contentsOf: folder.appendingPathComponent("welcome-iphone-15-portrait-dark-p1.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func picturesExistAndAreSmall() throws {
        let paths = Self.readme.components(separatedBy: "](").dropFirst()
            .compactMap { $0.split(separator: ")").first.map(String.init) }
            .filter { $0.hasSuffix(".png") }
        #expect(paths.count >= 4)
        for path in paths {
            let attributes = try FileManager.default.attributesOfItem(
                atPath: ChildProcess.repository.appendingPathComponent(path).path)
            #expect((attributes[.size] as? Int ?? .max) < 100_000, "\(path) is large for a README picture")
        }
    }
}
