import Foundation
import IntroCommandLine
import IntroUI
import Testing
@testable import IntroKitCLI

/// The typed options and the command tree: help at every level, global options on every
/// command, declared positional counts, and lint's document order (issues 14 and 18).
@Suite struct CommandLineTests {
    let cli: CLIHarness

    init() throws { cli = try CLIHarness() }

    @Test(arguments: [["--help"], ["help"], [], ["render", "--help"], ["stories", "--help"], ["stories", "-h"], ["help", "stories"]])
    func helpAtEveryGroupLevel(_ words: [String]) {
        #expect(cli.run(words) == 0, "\(cli.stderrText)")
        #expect(cli.stdoutText.hasPrefix("introkit — ") || cli.stdoutText.hasPrefix("Usage: introkit "), "\(cli.stdoutText)")
        #expect(cli.stderr.isEmpty)
        if words.contains("stories") {
            #expect(cli.stdout.contains { $0.hasPrefix("  stories events") })
            #expect(!cli.stdout.contains { $0.hasPrefix("  devices") }, "only the group's commands")
        }
    }

    @Test func everyCommandsHelpListsItsDeclaredOptionsWithDefaults() {
        for command in IntroKitTool.builtInCommands {
            #expect(cli.run(command.name.split(separator: " ").map(String.init) + ["--help"]) == 0, "\(command.name)")
            let text = cli.stdoutText
            #expect(text.hasPrefix("Usage: introkit \(command.name)"), "\(command.name)")
            for option in command.options + GlobalOptions.all {
                let line = cli.stdout.first { $0.contains("--\(option.name)") && $0.contains(option.help) }
                #expect(line != nil, "\(command.name) --\(option.name)")
                if case .value(let shown) = option.defaultHelp {
                    #expect(line?.hasSuffix("(default \(shown))") == true, "\(command.name): \(line ?? "")")
                }
            }
        }
    }

    @Test func helpIsInTheLanguageAskedFor() {
        #expect(cli.run(["lint", "--help", "--locale", "es"]) == 0)
        #expect(cli.stdout.first == "Uso: introkit lint PATH… [options]")
        #expect(cli.stdout.contains { $0.contains("--orientation") && $0.hasSuffix("Orientación (por defecto both)") })
        #expect(cli.stdout.contains("Opciones globales:"))
        #expect(cli.stdout.contains { $0.contains("--help") && $0.hasSuffix("Muestra esta ayuda") })
    }

    @Test func lintHelpShowsItsOwnDefaults() {
        #expect(cli.run(["lint", "--help"]) == 0)
        #expect(cli.stdout.contains { $0.contains("--orientation portrait|landscape|both") && $0.hasSuffix("(default both)") })
        #expect(cli.stdout.contains { $0.contains("--color-scheme light|dark|both") && $0.hasSuffix("(default both)") })
        #expect(cli.run(["render", "sheet", "--help"]) == 0)
        #expect(cli.stdout.contains { $0.contains("--orientation") && $0.hasSuffix("(default portrait)") })
    }

    @Test func requiredOptionsAndPositionalsAreInTheUsageLine() {
        #expect(cli.run(["render", "stories", "--help"]) == 0)
        #expect(cli.stdout.first == "Usage: introkit render stories FILE.json --device ID -o DIR [options]")
        #expect(cli.run(["render", "sheet", "-h"]) == 0)
        #expect(cli.stdout.first == "Usage: introkit render sheet FILE.json… [options]")
    }

    @Test func globalLocaleWorksOnEveryCommand() {
        #expect(cli.run(["devices", "--locale", "es"]) == 0, "\(cli.stderrText)")
        #expect(cli.stdout.first?.hasPrefix("ID") == true && cli.stdout.first?.contains("NOMBRE") == true)
        #expect(cli.run(["backends", "--locale=es"]) == 0, "\(cli.stderrText)")
        #expect(cli.stdout.first?.contains("EXTENSIÓN") == true)
    }

    @Test func positionalCountsAreChecked() {
        #expect(cli.run(["devices", "extra"]) == 2)
        #expect(cli.stderr == ["error: unexpected argument 'extra'", "Run `introkit devices --help` for usage."])
        #expect(cli.run(["lint"]) == 2)
        #expect(cli.stderr.first == "error: missing argument PATH")
        #expect(cli.run(["stories", "state", "a.json", "b.json", "--at", "1"]) == 2)
        #expect(cli.stderr.first == "error: unexpected argument 'b.json'")
    }

    @Test func unknownWordsListTheirLevel() {
        #expect(cli.run(["stories"]) == 2)
        #expect(cli.stderr.first == "error: unknown command 'stories'; valid commands: stories events, stories state")
        #expect(cli.run(["render", "movie"]) == 2)
        #expect(cli.stderr.first == "error: unknown command 'render movie'; valid commands: render sheet, render stories")
        #expect(cli.stderr.last == "Run `introkit render --help` for usage.")
        #expect(cli.run(["paint"]) == 2)
        #expect(cli.stderr.first?.hasPrefix("error: unknown command 'paint'; valid commands: render sheet,") == true)
        #expect(cli.stderr.last == "Run `introkit --help` for usage.")
    }

    @Test func devicesAndNumbersAreParsedIntoTheirTypes() throws {
        let devices = Option(repeatable: "device", .devices, default: [], shown: .value("none"), help: "Devices")
        let fps = Option(required: "fps", ValueParser.number("N", in: 1...10), help: "Frames per second")
        let options: [any OptionDeclaration] = [devices, fps, GlobalOptions.help]
        let parsed = try ParsedArguments.parse(
            ["--device", "iphone-se", "--fps=2.5", "--device", "ipads"], options: options, positionals: .none, help: GlobalOptions.help)
        #expect(parsed[devices].first?.id == "iphone-se")
        #expect(parsed[devices].dropFirst().allSatisfy { $0.idiom == .pad } && parsed[devices].count > 2)
        #expect(parsed[required: fps] == 2.5)
        #expect(usageProblem(["--fps", "11"], options) == .invalidValue(option: "--fps", value: "11", valid: ["1…10"]))
        #expect(usageProblem(["--fps", "two"], options) == .invalidValue(option: "--fps", value: "two", valid: ["1…10"]))
    }

    @Test func lintPrintsFindingsInDocumentOrder() throws {
        let text = """
            [{"title": "One", "mainButtonTitle": "\(String(repeating: "Continue to the next step ", count: 8))",
              "accentColor": "FFFF00", "rows": [{"imageName": "no.such.icon", "title": "t", "content": "c"}], "extra": 1},
             {"title": "Two", "rows": [{"imageName": "another.unknown", "title": "t", "content": "c"}], "more": 2}]
            """
        let path = try cli.temporaryFile(text)
        #expect(cli.run(["lint", path, "--device", "iphone-se-1", "--backend", "text"]) == 1)
        let positions = cli.stdout.dropLast().map { line -> [Int] in
            let fields = line.dropFirst(path.count + 1).split(separator: ":").prefix(2)
            return fields.compactMap { Int($0) }
        }
        #expect(positions.allSatisfy { $0.count == 2 }, "every finding says where: \(cli.stdout)")
        #expect(positions == positions.sorted { $0.lexicographicallyPrecedes($1) }, "\(cli.stdout)")
        let codes = cli.stdout.map { $0.contains("unknown key") ? "key" : $0.contains("SF Symbol") ? "icon" : "other" }
        #expect(codes.firstIndex(of: "key").map { codes[$0 + 1] } == "icon", "page 1's unknown key comes before page 2's icon")
    }
}

@Suite struct OptionDeclarationTests {
    @Test func everyCommandDeclaresEachSpellingOnce() {
        for command in IntroKitTool.builtInCommands {
            #expect(OptionDeclarations.duplicates(command.options + GlobalOptions.all).isEmpty, "\(command.name)")
        }
    }

    @Test func devicesTakeIdsAndGroupsSeparatedByCommasEachDeviceOnce() throws {
        let options = PreviewTargets.Options(orientations: [.portrait], schemes: [.light])
        let parsed = try ParsedArguments.parse(
            ["--device", "iphone-se-1, ipads", "--device", "ipad-mini"], options: options.all, positionals: .none,
            help: GlobalOptions.help)
        #expect(PreviewTargets(parsed, options).devices.map(\.id) == ["iphone-se-1"] + DeviceCatalog.ipads.map(\.id))
        #expect(
            usageProblem(["--device", "iphone-se-1,iphone-99"], options.all)
                == .unknownName("iphone-99", key: "usage.unknownDevice", valid: DeviceCatalog.groupNames + DeviceCatalog.all.map(\.id)))
        #expect(usageProblem(["--device", " , "], options.all) == .emptyList(option: "--device"))
    }
}

/// The problem parsing `arguments` against `options` finds, or nil.
private func usageProblem(_ arguments: [String], _ options: [any OptionDeclaration]) -> UsageProblem? {
    do throws(UsageProblem) {
        _ = try ParsedArguments.parse(arguments, options: options, positionals: .none, help: GlobalOptions.help)
        return nil
    } catch {
        return error
    }
}
