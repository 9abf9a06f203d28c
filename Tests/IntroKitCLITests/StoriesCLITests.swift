import Foundation
import IntroKit
@testable import IntroKitCLI
import Synchronization
import Testing

/// The worked timeline of REFERENCE §4 as Stories JSON.
let workedStoriesJSON = """
    {"strategy": "once", "leeway": 1,
     "stories": [{"title": "A", "duration": 2}, {"title": "B", "duration": 3}, {"title": "C", "duration": 2},
                 {"title": "D", "duration": 3}, {"title": "E", "duration": 3, "colorScheme": "dark"}]}
    """

@Suite struct StoriesCLITests {
    @Test func eventsOfTheWorkedTimeline() throws {
        let cli = try CLIHarness()
        try cli.file("worked.json", workedStoriesJSON)
        #expect(cli.run(["stories", "events", "worked.json"]) == 0)
        #expect(cli.stdout == [
            #"{"t": 0.0, "state": "ready", "story": null}"#,
            #"{"t": 1.0, "state": "start", "story": null}"#,
            #"{"t": 1.0, "state": "begin", "story": 0}"#,
            #"{"t": 3.0, "state": "end", "story": 0}"#,
            #"{"t": 3.0, "state": "begin", "story": 1}"#,
            #"{"t": 6.0, "state": "end", "story": 1}"#,
            #"{"t": 6.0, "state": "begin", "story": 2}"#,
            #"{"t": 8.0, "state": "end", "story": 2}"#,
            #"{"t": 8.0, "state": "begin", "story": 3}"#,
            #"{"t": 11.0, "state": "end", "story": 3}"#,
            #"{"t": 11.0, "state": "begin", "story": 4}"#,
            #"{"t": 14.0, "state": "end", "story": 4}"#,
            #"{"t": 14.0, "state": "finish", "story": null}"#,
        ])
        #expect(cli.run(["stories", "events", "worked.json", "--until", "3"]) == 0)
        #expect(cli.stdout.count == 5)
    }

    @Test func circleDefaultsToOneCycleAndPausesCarryProgress() throws {
        let cli = try CLIHarness()
        try cli.file("circle.json", """
            {"stories": [{"duration": 2}, {"duration": 4}], "pauses": [{"at": 3, "for": 2}]}
            """)
        #expect(cli.run(["stories", "events", "circle.json"]) == 0)
        #expect(cli.stdout == [
            #"{"t": 0.0, "state": "ready", "story": null}"#,
            #"{"t": 0.0, "state": "start", "story": null}"#,
            #"{"t": 0.0, "state": "begin", "story": 0}"#,
            #"{"t": 2.0, "state": "end", "story": 0}"#,
            #"{"t": 2.0, "state": "begin", "story": 1}"#,
            #"{"t": 3.0, "state": "suspend", "story": 1, "progress": 0.25}"#,
            #"{"t": 5.0, "state": "resume", "story": 1, "progress": 0.25}"#,
            #"{"t": 8.0, "state": "end", "story": 1}"#,
            #"{"t": 8.0, "state": "begin", "story": 0}"#,
        ])
    }

    @Test func stateAtAnInstant() throws {
        let cli = try CLIHarness()
        try cli.file("worked.json", workedStoriesJSON)
        #expect(cli.run(["stories", "state", "worked.json", "--at", "4.5"]) == 0)
        #expect(cli.stdout == [#"{"t": 4.5, "state": "begin", "story": 1, "cycle": 0, "segments": [1, 0.5, 0, 0, 0]}"#])
        #expect(cli.run(["stories", "state", "worked.json"]) == 2)
        #expect(cli.stderr.first == "error: missing argument --at T")
    }

    @Test(arguments: [
        (["--fps", "10", "--to", "1"], 11),
        (["--fps", "4", "--from", "0.5", "--to", "1"], 3),
        (["--fps", "1"], 15),
        (["--fps", "3", "--from", "13.5"], 2),
    ])
    func frameCountFollowsFpsFromAndTo(options: [String], count: Int) throws {
        let cli = try CLIHarness()
        try cli.file("worked.json", workedStoriesJSON)
        let arguments = ["render", "stories", "worked.json", "--device", "iphone-se", "--backend", "text", "-o", "out"]
        #expect(cli.run(arguments + options) == 0)
        let expected = (0..<count).map { "frame-\(String(format: "%05d", $0)).txt" }
        #expect(try cli.files(in: "out") == expected)
        #expect(cli.stderr == ["\(count) frame(s) written to \(cli.directory.appendingPathComponent("out").path)"])
    }

    @Test func theSameInstantGivesTheSameBytesAtEveryFrameRate() throws {
        let cli = try CLIHarness()
        try cli.file("worked.json", workedStoriesJSON)
        var frames: [Data] = []
        for (fps, index) in [(10, 5), (30, 15), (120, 60)] {
            let arguments = [
                "render", "stories", "worked.json", "--device", "iphone-15", "--backend", "text", "--fps", String(fps),
                "--from", "4", "--to", "5", "-o", "fps\(fps)",
            ]
            #expect(cli.run(arguments) == 0)
            frames.append(try cli.contents("fps\(fps)/frame-\(String(format: "%05d", index)).txt"))
        }
        #expect(frames[0] == frames[1])
        #expect(frames[1] == frames[2])
        #expect(String(decoding: frames[0], as: UTF8.self).contains("B"))
    }

    @Test func requestsOverTheFrameLimitAreRefusedUpFront() throws {
        let cli = try CLIHarness()
        try cli.file("worked.json", workedStoriesJSON)
        let arguments = ["render", "stories", "worked.json", "--device", "iphone-se", "--backend", "text", "-o", "out"]
        #expect(cli.run(arguments + ["--fps", "1000", "--to", "1000000"]) == 1)
        #expect(cli.stderr == [
            "error: 1000000001 frames requested, more than the limit of 10000: narrow --from/--to, lower --fps, or raise the limit with --max-frames",
        ])
        #expect(!FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("out").path))
        #expect(cli.run(arguments + ["--fps", "10", "--to", "1", "--max-frames", "10"]) == 1)
        #expect(cli.run(arguments + ["--fps", "10", "--to", "1", "--max-frames", "11"]) == 0)
    }

    @Test func filmstripAndAnimatedPreviewAreOnePNGEach() throws {
        let cli = try CLIHarness()
        try cli.file("worked.json", workedStoriesJSON)
        let arguments = ["render", "stories", "worked.json", "--device", "iphone-se-1", "--fps", "1", "--to", "3", "-o", "out"]
        #expect(cli.run(arguments + ["--format", "apng"]) == 0)
        #expect(cli.run(arguments + ["--format", "filmstrip"]) == 0)
        #expect(try cli.files(in: "out") == ["filmstrip.png", "preview.apng"])
        let apng = try cli.contents("out/preview.apng")
        #expect(apng.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(apng.range(of: Data("acTL".utf8)) != nil)
        #expect(cli.run(arguments + ["--format", "apng", "--backend", "text"]) == 2)
    }

    @Test func aLongAnimationIsWrittenInPiecesWithEveryFrame() throws {
        // More frames than are held in memory at once: written window by window.
        let cli = try CLIHarness()
        try cli.file("worked.json", workedStoriesJSON)
        let frames = StoriesPreview.framesInMemory * 2 + 3
        let arguments = [
            "render", "stories", "worked.json", "--device", "iphone-se-1", "--fps", "10", "--to", String(Double(frames - 1) / 10),
            "--format", "apng", "-o", "out",
        ]
        #expect(cli.run(arguments) == 0, "\(cli.stderr)")
        let apng = try cli.contents("out/preview.apng")
        let acTL = try #require(apng.range(of: Data("acTL".utf8)))
        let count = apng[acTL.upperBound..<acTL.upperBound + 4].reduce(0) { $0 << 8 | Int($1) }
        #expect(count == frames)
        var controls = 0
        var search = apng.startIndex..<apng.endIndex
        while let found = apng.range(of: Data("fcTL".utf8), in: search) {
            controls += 1
            search = found.upperBound..<apng.endIndex
        }
        #expect(controls == frames)
        #expect(try cli.files(in: "out") == ["preview.apng"])
    }

    @Test func validationErrorsAreLocalizedAndExitOne() throws {
        let cli = try CLIHarness()
        try cli.file("bad.json", #"{"stories": [{"duration": 0}], "strategy": "twice"}"#)
        #expect(cli.run(["stories", "events", "bad.json", "--locale", "es"]) == 1)
        #expect(cli.stderr == [
            #"bad.json:1:44: error: strategy: "twice" no es un valor válido: use uno de "circle", "once""#,
            "bad.json:1:27: error: stories[0].duration: La duración debe ser un número positivo mayor que cero",
        ])
        #expect(cli.run(["render", "stories", "bad.json", "--device", "iphone-se", "--fps", "1", "-o", "out"]) == 1)
        #expect(cli.stderr.count == 2)
        #expect(cli.run(["stories", "state", "missing.json", "--at", "1"]) == 1)
    }

    @Test(arguments: [
        (["--device", "nope", "--fps", "1", "-o", "out"], "unknown device 'nope'"),
        (["--device", "iphone-se", "-o", "out"], "missing argument --fps N"),
        (["--device", "iphone-se", "--fps", "1"], "missing argument -o DIR"),
        (["--device", "iphone-se", "--fps", "0", "-o", "out"], "'0' is not a valid value for --fps"),
        (["--device", "iphone-se", "--fps", "1", "--format", "mov", "-o", "out"], "valid values: apng, filmstrip, frames, gif, mp4, webm"),
        (["--device", "iphone-se", "--fps", "1", "--backend", "bmp", "-o", "out"], "registered backends: "),
        (["--device", "iphone-se", "--fps", "1", "--from", "3", "--to", "2", "-o", "out"], "for --to"),
    ])
    func usageErrorsExitTwoNamingTheValidChoices(options: [String], message: String) throws {
        let cli = try CLIHarness()
        try cli.file("worked.json", workedStoriesJSON)
        #expect(cli.run(["render", "stories", "worked.json"] + options) == 2)
        #expect(cli.stderr.first?.contains(message) == true, "\(cli.stderr)")
    }
}

@Suite struct StoriesContentLocaleTests {
    /// Stories are laid out in their content's language (`--locale`, the document's
    /// `"locale"`, the file name's tag), as sheets are; the shell's language changes only
    /// the messages, so a file renders the same for every user.
    @Test func storiesAreLaidOutInTheirContentLocaleNeverTheShells() throws {
        let cli = try CLIHarness()
        let stories = #""stories": [{"title": "A", "duration": 2}, {"title": "B", "duration": 2}]"#
        try cli.file("tour.json", "{\(stories)}")
        try cli.file("tour.ar.json", "{\(stories)}")
        try cli.file("document.json", #"{"locale": "ar", "# + stories + "}")
        func frame(_ file: String, _ extra: [String] = [], shell: String = "en") throws -> Data {
            let folder = "out-\(UUID().uuidString)"
            let arguments = [
                "render", "stories", file, "--device", "iphone-se", "--fps", "1", "--from", "1", "--to", "1", "--backend",
                "text", "-o", folder,
            ]
            #expect(cli.run(arguments + extra, locale: shell) == 0, "\(cli.stderrText)")
            return try cli.contents(folder + "/frame-00000.txt")
        }
        let english = try frame("tour.json")
        #expect(try frame("tour.json", shell: "ar") == english)
        let arabic = try frame("tour.ar.json")
        #expect(arabic != english)
        #expect(try frame("document.json") == arabic)
        #expect(try frame("tour.json", ["--locale", "ar"]) == arabic)
        #expect(try frame("tour.ar.json", ["--locale", "en"]) == english)
    }

    @Test func anEmptyLocaleIsAnErrorAtItsKey() throws {
        let cli = try CLIHarness()
        try cli.file("empty.json", #"{"locale": "", "stories": [{"title": "A"}]}"#)
        #expect(cli.run(["render", "stories", "empty.json", "--device", "iphone-se", "--fps", "1", "-o", "out"]) == 1)
        #expect(cli.stderrText.contains("empty.json:1:12: error:") && cli.stderrText.contains("locale is empty"), "\(cli.stderrText)")
    }
}
