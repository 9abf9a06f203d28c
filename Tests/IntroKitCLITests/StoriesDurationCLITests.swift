import Foundation
import IntroKitCLI
import Testing

/// Issue 14: bad durations in several stories are one message (REFERENCE §4), with the
/// JSON path of each story as a note under it, in every stories command and language.
@Suite struct StoriesDurationCLITests {
    static let twoBadDurations = """
        {"stories": [{"title": "A", "duration": 0},
                     {"title": "B", "duration": -3},
                     {"title": "C", "duration": 2}]}
        """

    @Test(arguments: [["stories", "events", "bad.json"], ["render", "stories", "bad.json", "--device", "iphone-se", "--fps", "1", "--backend", "text", "-o", "out"]])
    func twoBadDurationsAreOneErrorWithTwoNotes(command: [String]) throws {
        let cli = try CLIHarness()
        try cli.file("bad.json", Self.twoBadDurations)
        #expect(cli.run(command) == 1)
        #expect(cli.stderr.filter { $0.contains("Duration must be a positive number") }.count == 1)
        #expect(cli.stderr.prefix(3) == [
            "bad.json:1:41: error: stories[0].duration: Duration must be a positive number greater than zero",
            "bad.json:1:41: note: stories[0].duration: this story's duration is 0",
            "bad.json:2:41: note: stories[1].duration: this story's duration is -3",
        ])
    }

    @Test func inSpanish() throws {
        let cli = try CLIHarness()
        try cli.file("bad.json", Self.twoBadDurations)
        #expect(cli.run(["stories", "events", "bad.json"], locale: "es") == 1)
        #expect(cli.stderr.prefix(3) == [
            "bad.json:1:41: error: stories[0].duration: La duración debe ser un número positivo mayor que cero",
            "bad.json:1:41: note: stories[0].duration: la duración de esta historia es 0",
            "bad.json:2:41: note: stories[1].duration: la duración de esta historia es -3",
        ])
    }
}
