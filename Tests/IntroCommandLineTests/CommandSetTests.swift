import Testing

@testable import IntroCommandLine

private struct Declared: CommandDeclaration {
    let name: String
    var summaryKey: String { name + ".summary" }
    var positionals = Positionals.none
    var options: [any OptionDeclaration] = []
}

@Suite struct CommandSetTests {
    static let help = Option.flag("help", short: "h", help: "Show this help")
    static let output = Option(required: "output", short: "o", .string("DIR"), help: "Output folder")
    static let jobs = Option("jobs", .positiveInteger, default: 2, help: "Parallel workers")
    static let names = Option(repeatable: "name", .list("NAME"), default: [], shown: .described("every name"), help: "Names")
    let set = CommandSet(
        tool: "tool",
        commands: [
            Declared(name: "render sheet", positionals: .one("FILE.json"), options: [output, jobs, names]),
            Declared(name: "render stories"), Declared(name: "devices"),
        ],
        globalOptions: [help], help: help)
    /// Keys and arguments as text, option help upper-cased: what help asks the wording for.
    let wording = CommandWording(
        message: { key, arguments in arguments.isEmpty ? "<\(key)>" : "<\(key) \(arguments.joined(separator: ","))>" },
        optionHelp: { $0.uppercased() })

    @Test func theLongestRunOfWordsSelectsACommandOrAGroup() {
        #expect(set.select(["render", "sheet", "a.json"]) == (["render", "sheet"], ["a.json"]))
        #expect(set.select(["render", "movie"]) == (["render"], ["movie"]))
        #expect(set.select(["paint", "devices"]) == ([], ["paint", "devices"]))
        #expect(set.unknownCommand(["render"], ["movie"]) == .unknownCommand("render movie", valid: ["render sheet", "render stories"]))
        #expect(set.unknownCommand([], ["paint"]).message { key, _ in key } == "usage.unknownCommand")
        #expect(set.asksForHelp(["-h"]) && set.asksForHelp(["--help", "x"]) && !set.asksForHelp(["x", "--help"]))
    }

    @Test func helpIsMadeFromTheDeclarations() throws {
        let command = try #require(set.commands.first)
        #expect(set.usage(command) == "tool render sheet FILE.json -o DIR [options]")
        #expect(
            set.help(of: command, wording).split(separator: "\n", omittingEmptySubsequences: false) == [
                "<help.usage tool render sheet FILE.json -o DIR [options]>", "", "<render sheet.summary>", "", "<help.options>",
                "  -o, --output DIR  OUTPUT FOLDER", "  --jobs N          PARALLEL WORKERS<help.default 2>",
                "  --name NAME       NAMES<help.repeatable><help.default EVERY NAME>", "", "<help.globalOptions>",
                "  -h, --help        SHOW THIS HELP",
            ])
        #expect(set.groupHelp(["render"], wording)?.contains("  render stories  <render stories.summary>") == true)
        #expect(set.groupHelp([], wording)?.hasPrefix("<help.tool>\n\n<help.usage tool <command> [options]>") == true)
        #expect(set.groupHelp(["paint"], wording) == nil)
    }

    @Test func aLongSpellingDoesNotPushEveryHelpLineAside() {
        let preset = Option(
            "preset", .choice([("app-store-iphone-6.9", 1), ("app-store-iphone-6.5", 2), ("pull-request", 3)]), default: 3,
            help: "Target")
        let set = CommandSet(
            tool: "tool", commands: [Declared(name: "render", options: [preset, Self.jobs])], globalOptions: [Self.help], help: Self.help)
        let lines = set.help(of: set.commands[0], wording).split(separator: "\n").map(String.init)
        #expect(lines.contains("  --preset app-store-iphone-6.9|app-store-iphone-6.5|pull-request  TARGET<help.default pull-request>"))
        #expect(lines.contains("  --jobs N                          PARALLEL WORKERS<help.default 2>"))
        #expect(lines.contains("  -h, --help                        SHOW THIS HELP"))
    }

    @Test func parsingTakesTheGlobalOptions() throws {
        let command = try #require(set.commands.first)
        let parsed = try set.parse(["a.json", "-o", "out", "--help"], for: command)
        #expect(parsed[Self.help] && parsed[required: Self.output] == "out")
    }
}
