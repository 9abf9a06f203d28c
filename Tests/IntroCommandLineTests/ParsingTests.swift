import Foundation
import Testing

@testable import IntroCommandLine

private let help = Option.flag("help", short: "h", help: "Show this help")

private func parse(_ arguments: [String], _ options: [any OptionDeclaration], _ positionals: Positionals = .none)
    throws(UsageProblem) -> ParsedArguments
{
    try ParsedArguments.parse(arguments, options: options + [help], positionals: positionals, help: help)
}

private func problem(_ arguments: [String], _ options: [any OptionDeclaration], _ positionals: Positionals = .none) -> UsageProblem? {
    do throws(UsageProblem) {
        _ = try parse(arguments, options, positionals)
        return nil
    } catch {
        return error
    }
}

@Suite struct ParsingTests {
    @Test func valuesAreParsedIntoTheirTypes() throws {
        enum Scheme: String, CaseIterable { case light, dark }
        let jobs = Option("jobs", short: "j", .positiveInteger, default: 4, help: "Parallel workers")
        let names = Option(repeatable: "name", .list("NAME"), default: [], shown: .value("none"), help: "Names")
        let scheme = Option("scheme", ValueParser<Scheme>.cases, default: .light, help: "Scheme")
        let output = Option(required: "output", short: "o", .string("PATH"), help: "Output")
        let quiet = Option.flag("quiet", short: "q", help: "Quiet")
        let parsed = try parse(
            ["--name", "a, b", "-o", "out", "--name=c", "--scheme", "DARK", "-q", "file", "--", "--jobs"],
            [jobs, names, scheme, output, quiet], Positionals(name: "FILE", count: 1...2))
        #expect(parsed[jobs] == 4)
        #expect(parsed[names] == ["a", "b", "c"])
        #expect(parsed[scheme] == .dark)
        #expect(parsed[required: output] == "out")
        #expect(parsed[quiet])
        #expect(parsed.positionals == ["file", "--jobs"])
        #expect(parsed.firstPositional == "file")
    }

    @Test func eachWayACommandLineIsWrongIsAProblemValue() {
        let jobs = Option("jobs", .positiveInteger(ceiling: 256), default: 4, help: "Parallel workers")
        let fps = Option(required: "fps", ValueParser<Int>.positiveInteger, help: "Frames per second")
        let names = Option(repeatable: "name", .list("NAME"), default: [], shown: .none, help: "Names")
        let options: [any OptionDeclaration] = [jobs, fps, names]
        #expect(problem(["--fps", "0"], options) == .invalidValue(option: "--fps", value: "0", valid: ["1, 2, 3, …"]))
        #expect(problem(["--fps", "2", "--jobs", "257"], options) == .aboveCeiling(option: "--jobs", value: "257", ceiling: 256))
        #expect(problem(["--fps", "2", "--jobs", "99999999999999999999"], options) == .aboveCeiling(option: "--jobs", value: "99999999999999999999", ceiling: 256))
        #expect(problem([], options) == .missingArgument("--fps N"))
        #expect(problem(["--fps"], options) == .missingValue(option: "--fps", valueName: "N"))
        #expect(problem(["--fps", "2", "--names", " , "], options) == .unknownOption("--names", valid: ["--jobs", "--fps", "--name", "--help"]))
        #expect(problem(["--fps", "2", "--name", " , "], options) == .emptyList(option: "--name"))
        #expect(problem(["--fps", "2", "extra"], options) == .unexpectedArgument("extra"))
        #expect(problem(["--fps", "2"], options, .one("FILE")) == .missingArgument("FILE"))
    }

    @Test func helpSkipsTheChecksOfWhatIsMissing() throws {
        let fps = Option(required: "fps", ValueParser<Int>.positiveInteger, help: "Frames per second")
        let parsed = try parse(["-h"], [fps], .one("FILE"))
        #expect(parsed[help])
    }

    @Test func twoOptionsOfOneNameOrAliasAreFound() {
        let page = Option("page", .positiveInteger, default: 1, help: "Page")
        let optionalPage = Option("page", ValueParser<Int>.positiveInteger.optional, default: nil, help: "Page")
        let options: [any OptionDeclaration] = [
            page, optionalPage, Option.flag("quiet", short: "q", help: "Quiet"), Option.flag("quick", short: "q", help: "Quick"),
        ]
        #expect(OptionDeclarations.duplicates(options) == ["--page", "-q"])
    }

    @Test func valuesAreStoredByDeclarationNotByName() throws {
        let page = Option("page", .positiveInteger, default: 1, help: "Page")
        let optionalPage = Option("page", ValueParser<Int>.positiveInteger.optional, default: nil, help: "Page")
        let parsed = try parse(["--page", "3"], [page])
        #expect(parsed[page] == 3)
        #expect(parsed[optionalPage] == nil)
    }

    @Test func everyProblemHasItsMessageInEveryLanguage() {
        let problems: [UsageProblem] = [
            .unknownCommand("x", valid: ["a"]), .unknownOption("--x", valid: ["--a"]), .missingValue(option: "--x", valueName: "N"),
            .missingArgument("FILE"), .unexpectedArgument("x"), .invalidValue(option: "--x", value: "y", valid: ["a"]),
            .aboveCeiling(option: "--x", value: "9", ceiling: 8), .emptyValue(option: "-o"), .emptyList(option: "--x"),
            .oneValueOnly(option: "--x", given: ["a", "b"]),
        ]
        for language in ["en", "es"] {
            for problem in problems {
                let text = problem.message { key, arguments in
                    let format = CommandLineMessages.entries[key]?[language] ?? "missing \(key)"
                    return arguments.enumerated().reduce(format) { $0.replacingOccurrences(of: "{\($1.offset)}", with: $1.element) }
                }
                #expect(text.hasPrefix("error: "), "\(language) \(problem): \(text)")
            }
        }
        let tools = UsageProblem.unknownName("pixel", key: "tool.unknownDevice", valid: ["se", "mini"]).message { key, arguments in
            "\(key) \(arguments.joined(separator: " | "))"
        }
        #expect(tools == "tool.unknownDevice pixel | se, mini")
        let rule = UsageProblem.brokenRule(option: "--line-limit", key: "tool.lines", texts: ["1.5"]).message { key, arguments in
            "\(key)(\(arguments.joined(separator: "; ")))"
        }
        #expect(rule == "usage.brokenRule(--line-limit; tool.lines(1.5))")
    }
}
