import Foundation
import Testing
@testable import IntroKitCLI

/// What `--watch` re-renders every input for: a change to the `--strings` catalog (a file, or
/// a `.strings` file in one of its `LANG.lproj` folders) or to an `--assets` file.
@Suite struct SharedInputsTests {
    @Test func aCatalogFileOrAnLprojFileChangesEveryInput() throws {
        let cli = try CLIHarness()
        let context = CommandContext(
            locale: "en", environment: [:], currentDirectory: cli.directory, stderrIsTerminal: false, writeOutput: { _ in },
            writeError: { _ in })
        let options: [any OptionDeclaration] = [AssetOptions.path, ContentStrings.path]
        try cli.file("Localizable.xcstrings", "{}")
        let file = SharedInputs(
            try ParsedArguments.parse(["--strings", "Localizable.xcstrings"], options: options, positionals: .none), context, assets: true)
        let catalog = cli.directory.appendingPathComponent("Localizable.xcstrings").standardizedFileURL.path
        #expect(file.isChanged(by: [catalog]))
        #expect(!file.isChanged(by: [catalog + ".tmp"]))

        try FileManager.default.createDirectory(
            at: cli.directory.appendingPathComponent("Strings/de.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: cli.directory.appendingPathComponent("Icons"), withIntermediateDirectories: true)
        let folder = SharedInputs(
            try ParsedArguments.parse(["--strings", "Strings", "--assets", "Icons"], options: options, positionals: .none), context,
            assets: true)
        let root = cli.directory.standardizedFileURL.path
        #expect(folder.isChanged(by: [root + "/Strings/de.lproj/Localizable.strings"]))
        #expect(folder.isChanged(by: [root + "/Icons/star.svg"]))
        #expect(!folder.isChanged(by: [root + "/sheet.json"]))
    }
}
