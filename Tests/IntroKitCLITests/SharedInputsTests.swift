import Foundation
import IntroCommandLine
import Testing
import IntroKit
@testable import IntroKitCLI

/// What `--watch` re-renders every input for: the `--strings` catalog (a file, or a `.strings`
/// file in one of its `LANG.lproj` folders) and, for a sheet, the `--assets` folder, read from
/// the command line relative to the current folder.
@Suite struct SharedInputsTests {
    @Test func stringsAndAssetsOfTheCommandLineAreWatched() throws {
        let cli = try CLIHarness()
        let context = CommandContext(
            locale: "en", environment: [:], currentDirectory: cli.directory, stderrIsTerminal: false, writeOutput: { _ in },
            writeError: { _ in })
        let options: [any OptionDeclaration] = [AssetOptions.path, ContentStrings.path]
        try FileManager.default.createDirectory(
            at: cli.directory.appendingPathComponent("Strings/de.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: cli.directory.appendingPathComponent("Icons"), withIntermediateDirectories: true)
        let arguments = try ParsedArguments.parse(["--strings", "Strings", "--assets", "Icons"], options: options, positionals: .none, help: GlobalOptions.help)
        let root = cli.directory.standardizedFileURL.path
        let sheet = WatchedInputs(files: ["sheet.json"], arguments, context, assets: true)
        #expect(sheet.units(changedBy: [root + "/Strings/de.lproj/Localizable.strings"]).map(\.name) == ["sheet.json"])
        #expect(sheet.units(changedBy: [root + "/Icons/star.svg"]).map(\.name) == ["sheet.json"])
        #expect(sheet.units(changedBy: [root + "/sheet.json"]).map(\.name) == ["sheet.json"])
        #expect(sheet.units(changedBy: [root + "/other.json"]).isEmpty)
        // Stories draw no assets: a change there is not theirs.
        let stories = WatchedInputs(files: ["stories.json"], arguments, context, assets: false)
        #expect(stories.units(changedBy: [root + "/Icons/star.svg"]).isEmpty)
    }
}
