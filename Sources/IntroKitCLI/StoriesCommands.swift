import Foundation
import IntroCommandLine
import IntroKit
import Stories

/// `introkit stories events FILE.json [--until T]`: the event log, one JSON object a line.
struct StoriesEventsCommand: Command {
    let name = "stories events"
    let summaryKey = "stories.events.summary"
    let positionals = Positionals.one("FILE.json")
    static let until = Option(
        "until", ValueParser.number("T", in: StoriesTime.range).optional, default: nil,
        shown: .described("the end of one cycle"), help: "Last second of the log")
    static let maximumEvents = Option(
        "max-events", .positiveInteger(ceiling: Ceiling.events), default: 100_000, help: "Refuse logs longer than N events")
    let options: [any OptionDeclaration] = [until, maximumEvents] + StoriesInput.options

    func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Int32 {
        let input = try StoriesInput.read(arguments, context)
        let until = arguments[Self.until] ?? input.oneCycle
        let limit = arguments[Self.maximumEvents]
        let events = input.timeline.events(through: until, limit: limit.saturatingIncrement)
        guard events.count <= limit else {
            throw .input([context.message("stories.eventLimit", [String(limit), String(until)])])
        }
        // Written a block at a time: the text of a long log is never all in memory.
        var output = BufferedOutput<CLIError>(context.writeOutput)
        for event in events { try output.writeRaw(StoriesJSONLine(time: event.time, state: event.state, story: event.story).text + "\n") }
        try output.flush()
        return 0
    }
}

/// `introkit stories state FILE.json --at T`: the show at one instant, as one JSON object.
struct StoriesStateCommand: Command {
    let name = "stories state"
    let summaryKey = "stories.state.summary"
    let positionals = Positionals.one("FILE.json")
    static let time = Option(
        required: "at", ValueParser.number("T", in: StoriesTime.range), help: "The instant, in seconds since the start")
    let options: [any OptionDeclaration] = [time] + StoriesInput.options

    func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Int32 {
        let input = try StoriesInput.read(arguments, context)
        let time = arguments[required: Self.time]
        let snapshot = input.timeline.snapshot(at: time)
        // A cycle count that saturated is printed as null, with a note.
        if snapshot.cycle == Int.max {
            context.printError(context.message("stories.state.cycleUncountable", [String(time), String(Int.max - 1)]))
        }
        try context.print(StoriesJSONLine(snapshot: snapshot, at: time).text)
        return 0
    }
}

/// The times the stories commands accept, in seconds since the start.
enum StoriesTime {
    /// 0 to 10⁹ seconds (about 31 years).
    static let range: ClosedRange<Double> = 0...1e9
}

extension Int {
    /// `self + 1`, or `Int.max` at the top.
    var saturatingIncrement: Int { self == .max ? .max : self + 1 }
}
