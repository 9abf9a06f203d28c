import Foundation
import Testing

/// One hostile input and what `introkit` must do with it.
struct HostileCase: Sendable, CustomTestStringConvertible {
    /// What the case is about.
    var name: String
    /// The arguments; corpus files are given as `corpus:sheets/…`, generated ones by file name.
    var arguments: [String]
    /// The exit code.
    var exit: Int32
    /// What standard error must contain.
    var messages: [ExpectedMessage] = []
    /// How many files `out/` must hold on success (nil: not checked).
    var outputs: Int? = nil
    /// The big inputs to generate into the folder first.
    var generated: [GeneratedInput] = []
    /// Named pipes (FIFOs) to make in the folder first; nothing ever writes to them.
    var fifos: [String] = []
    /// Where standard output goes instead of a file (`/dev/full`).
    var standardOutput: String? = nil

    var testDescription: String { name }

    /// The arguments with `corpus:` resolved.
    var resolvedArguments: [String] {
        arguments.map { argument in
            argument.hasPrefix("corpus:")
                ? HostileRun.corpus.appendingPathComponent(String(argument.dropFirst("corpus:".count))).path : argument
        }
    }
}

extension HostileCase {
    /// `render sheet FILE --backend text --device iphone-se-1 -o out …`: the quickest render.
    static func sheet(
        _ name: String, _ file: String, _ extra: [String] = [], exit: Int32, _ messages: [ExpectedMessage] = [],
        outputs: Int? = nil, generated: [GeneratedInput] = []
    ) -> HostileCase {
        HostileCase(
            name: name,
            arguments: ["render", "sheet", file, "--backend", "text", "--device", "iphone-se-1", "-o", "out", "-q"] + extra,
            exit: exit, messages: messages, outputs: outputs, generated: generated)
    }

    /// `render stories FILE --backend text --device iphone-se-1 --fps 1 -o out …`.
    static func storiesRender(
        _ name: String, _ file: String, _ extra: [String] = [], exit: Int32, _ messages: [ExpectedMessage] = [],
        outputs: Int? = nil, generated: [GeneratedInput] = []
    ) -> HostileCase {
        HostileCase(
            name: name,
            arguments: ["render", "stories", file, "--backend", "text", "--device", "iphone-se-1", "--fps", "1", "-o", "out", "-q"]
                + extra,
            exit: exit, messages: messages, outputs: outputs, generated: generated)
    }

    /// `stories state FILE --at T …`.
    static func state(_ name: String, _ file: String, at time: String, exit: Int32, _ messages: [ExpectedMessage] = []) -> HostileCase {
        HostileCase(name: name, arguments: ["stories", "state", file, "--at", time], exit: exit, messages: messages)
    }

    /// The case with standard output going to `path` (`/dev/full`: every write fails).
    func writingTo(_ path: String) -> HostileCase {
        var copy = self
        copy.standardOutput = path
        return copy
    }

    /// The case with named pipes made in its folder first, which nothing writes to.
    func withFIFOs(_ names: String...) -> HostileCase {
        var copy = self
        copy.fifos = names
        return copy
    }

    /// `stories events FILE …`.
    static func events(
        _ name: String, _ file: String, _ extra: [String] = [], exit: Int32, _ messages: [ExpectedMessage] = [],
        generated: [GeneratedInput] = []
    ) -> HostileCase {
        HostileCase(name: name, arguments: ["stories", "events", file] + extra, exit: exit, messages: messages, generated: generated)
    }
}

/// Every hostile input of the corpus.
enum HostileCorpus {
    static let syntax: [HostileCase] = [
        .sheet("truncated JSON", "corpus:sheets/sheet-truncated.json", exit: 1, [.key("json.syntax.unexpectedEnd")]),
        .sheet("unquoted key", "corpus:sheets/sheet-unquoted-key.json", exit: 1, [.key("json.syntax.unexpectedCharacter")]),
        .sheet("single quotes", "corpus:sheets/sheet-single-quotes.json", exit: 1, [.key("json.syntax.unexpectedCharacter")]),
        .sheet("trailing comma", "corpus:sheets/sheet-trailing-comma.json", exit: 1, [.key("json.syntax.trailingComma")]),
        .sheet("comment", "corpus:sheets/sheet-comment.json", exit: 1, [.key("json.syntax.unexpectedCharacter")]),
        .sheet("empty file", "corpus:sheets/sheet-empty.json", exit: 1, [.key("json.syntax.emptyDocument")]),
        .sheet("only whitespace", "corpus:sheets/sheet-whitespace.json", exit: 1, [.key("json.syntax.emptyDocument")]),
        .sheet("UTF-8 byte order mark", "corpus:sheets/sheet-bom.json", exit: 0, outputs: 1),
        .sheet("UTF-16", "corpus:sheets/sheet-utf16.json", exit: 1, [.key("json.syntax.unsupportedEncoding")]),
        .sheet("invalid UTF-8", "corpus:sheets/sheet-invalid-utf8.json", exit: 1, [.key("json.syntax.invalidUTF8")]),
        .sheet("trailing garbage", "corpus:sheets/sheet-trailing-garbage.json", exit: 1, [.key("json.syntax.trailingContent")]),
        .sheet("two documents", "corpus:sheets/sheet-two-documents.json", exit: 1, [.key("json.syntax.trailingContent")]),
        .sheet("raw NUL in a string", "corpus:sheets/sheet-nul-byte.json", exit: 1, [.key("json.syntax.controlCharacter")]),
        .sheet("number out of range", "corpus:sheets/sheet-number-overflow.json", exit: 1, [.key("json.syntax.numberOutOfRange")]),
        .sheet("leading zero", "corpus:sheets/sheet-leading-zero.json", exit: 1, [.key("json.syntax.leadingZero")]),
        .sheet("invalid escape", "corpus:sheets/sheet-bad-escape.json", exit: 1, [.key("json.syntax.invalidEscape")]),
        .sheet("lone surrogate", "corpus:sheets/sheet-lone-surrogate.json", exit: 1, [.key("json.syntax.invalidUnicodeEscape")]),
        .sheet(
            "100,000-deep nesting", GeneratedInput.sheetNesting.fileName, exit: 1,
            [.key("json.syntax.nestingTooDeep"), .key("limit.depth")], generated: [.sheetNesting]),
        .storiesRender(
            "100,000-deep stories", GeneratedInput.storiesNesting.fileName, exit: 1,
            [.key("json.syntax.nestingTooDeep"), .text("--max-depth")], generated: [.storiesNesting]),
    ]

    static let sheetContent: [HostileCase] = [
        .sheet("duplicate keys", "corpus:sheets/sheet-duplicate-keys.json", exit: 1, [.key("json.decode.duplicateKey")]),
        .sheet("top-level object", "corpus:sheets/sheet-top-level-object.json", exit: 1, [.key("welcomeSheet.json.topLevelNotArray")]),
        .sheet("top-level string", "corpus:sheets/sheet-top-level-string.json", exit: 1, [.key("welcomeSheet.json.topLevelNotArray")]),
        .sheet("no pages", "corpus:sheets/sheet-no-pages.json", exit: 1, [.key("welcomeSheet.json.noPages")]),
        .sheet("missing keys", "corpus:sheets/sheet-missing-keys.json", exit: 1, [.key("json.decode.missingKey")]),
        .sheet("wrong types everywhere", "corpus:sheets/sheet-wrong-types.json", exit: 1, [.key("json.decode.typeMismatch")]),
        .sheet("null everywhere", "corpus:sheets/sheet-null-everywhere.json", exit: 1, [.key("json.decode.typeMismatch")]),
        .sheet("bad colours", "corpus:sheets/sheet-bad-colors.json", exit: 1, [.key("json.color.length"), .key("json.color.character")]),
        .sheet("bad URLs", "corpus:sheets/sheet-bad-urls.json", exit: 1, [.key("welcomeSheet.json.urlSpaces"), .key("welcomeSheet.json.urlScheme")]),
        .sheet("odd but valid URL", "corpus:sheets/sheet-odd-urls.json", exit: 0, outputs: 1),
        .sheet("empty image name", "corpus:sheets/sheet-empty-image-name.json", exit: 1, [.key("welcomeSheet.json.emptyImageName")]),
        .sheet("unknown keys", "corpus:sheets/sheet-unknown-keys.json", exit: 0, [.key("json.decode.unknownKeySuggestion")], outputs: 1),
        .sheet(
            "100,000 unknown keys", GeneratedInput.sheetWideObject.fileName, exit: 0,
            [.key("json.decode.unknownKey"), .key("json.decode.moreDiagnostics")], outputs: 1, generated: [.sheetWideObject]),
        .sheet("control characters", "corpus:sheets/sheet-control-chars.json", exit: 0, outputs: 1),
        .sheet("bidi overrides", "corpus:sheets/sheet-bidi-override.json", ["--locale", "ar"], exit: 0, outputs: 1),
        .sheet("emoji sequences (PNG)", "corpus:sheets/sheet-emoji.json", ["--backend", "png", "--scale", "1"], exit: 0, outputs: 1),
        .sheet("10,000 rows", GeneratedInput.sheetRows.fileName, exit: 0, outputs: 1, generated: [.sheetRows]),
        .sheet("1,000 pages, the last one", GeneratedInput.sheetPages.fileName, ["--page", "1000"], exit: 0, outputs: 1, generated: [.sheetPages]),
        .sheet("1,000 pages, page 1001", GeneratedInput.sheetPages.fileName, ["--page", "1001"], exit: 2, [.key("usage.invalidValue")], generated: [.sheetPages]),
        .sheet(
            "100,000-character word", GeneratedInput.sheetLongWord.fileName, exit: 1, [.key("limit.textLength")],
            generated: [.sheetLongWord]),
        .sheet(
            "100,000-character word, limit raised", GeneratedInput.sheetLongWord.fileName, ["--max-text-length", "100000"],
            exit: 0, outputs: 1, generated: [.sheetLongWord]),
    ]

    static let assets: [HostileCase] = [
        .sheet(
            "asset names leading outside", "corpus:sheets/sheet-asset-traversal.json", ["--backend", "png", "--scale", "1", "--assets", "corpus:assets"],
            exit: 0, [.key("diagnostic.unknownIcon")], outputs: 1),
        .sheet(
            "corrupt PNG asset", "corpus:sheets/sheet-corrupt-png.json", ["--backend", "png", "--scale", "1", "--assets", "corpus:assets"],
            exit: 0, [.key("diagnostic.assetUndecodable")], outputs: 1),
        .sheet(
            "hostile SVG assets", "corpus:sheets/sheet-hostile-svg.json", ["--backend", "png", "--scale", "1", "--assets", "corpus:assets"],
            exit: 0, outputs: 1),
        // Issue 15: assets that took 1.6–2.0 GB are refused before decoding.
        .sheet(
            "30,000² PNG asset", "corpus:sheets/sheet-huge-png.json", ["--backend", "png", "--scale", "1", "--assets", "corpus:assets"],
            exit: 1, [.key("diagnostic.assetTooManyPixels"), .text("30000×30000")], outputs: 0),
        .sheet(
            "20,000² PNG asset", "corpus:sheets/sheet-png-20000.json", ["--backend", "png", "--scale", "1", "--assets", "corpus:assets"],
            exit: 1, [.key("diagnostic.assetTooManyPixels"), .text("--max-pixels")], outputs: 0),
        .sheet(
            "SVG embedding a 16,000² PNG", "corpus:sheets/sheet-svg-embedded-16000.json",
            ["--backend", "png", "--scale", "1", "--assets", "corpus:assets"],
            exit: 1, [.key("diagnostic.assetEmbeddedImageTooLarge"), .text("16000×16000")], outputs: 0),
        .sheet(
            "SVG hiding a 16,000² PNG in a nested SVG", "corpus:sheets/sheet-svg-embedded-hidden.json",
            ["--backend", "pdf", "--assets", "corpus:assets"],
            exit: 1, [.key("diagnostic.assetEmbeddedImageTooLarge")], outputs: 0),
        .sheet(
            "50 MB SVG asset", "corpus:sheets/sheet-svg-50mb.json", ["--backend", "png", "--scale", "1", "--assets", "."],
            exit: 1, [.key("diagnostic.assetTooManyBytes"), .text("--max-asset-bytes")], outputs: 0, generated: [.svg50MB]),
        .sheet(
            "50 MB SVG asset, byte limit at its ceiling", "corpus:sheets/sheet-svg-50mb.json",
            ["--backend", "png", "--scale", "1", "--assets", ".", "--max-asset-bytes", "16777216"],
            exit: 1, [.key("diagnostic.assetTooManyBytes"), .text("16777216")], outputs: 0, generated: [.svg50MB]),
        .sheet(
            "assets folder that does not exist", "corpus:sheets/sheet-valid.json", ["--assets", "no-such-folder"],
            exit: 1, [.key("assets.notFound")], outputs: 0),
        .sheet(
            "a file given as --assets", "corpus:sheets/sheet-valid.json", ["--assets", "corpus:assets/corrupt.png"],
            exit: 1, [.key("assets.notFolder")], outputs: 0),
    ]

    static let sheetOptions: [HostileCase] = [
        .sheet("unknown device", "corpus:sheets/sheet-valid.json", ["--device", "iphone-99"], exit: 2, [.key("usage.unknownDevice")]),
        .sheet("scale 0", "corpus:sheets/sheet-valid.json", ["--scale", "0"], exit: 2, [.key("usage.invalidValue")]),
        .sheet("scale 1,000", "corpus:sheets/sheet-valid.json", ["--scale", "1000"], exit: 2, [.key("usage.invalidValue")]),
        .sheet("scale NaN", "corpus:sheets/sheet-valid.json", ["--scale", "nan"], exit: 2, [.key("usage.invalidValue")]),
        .sheet(
            "canvas over the pixel limit", "corpus:sheets/sheet-valid.json", ["--device", "ipad-pro-13", "--scale", "10", "--backend", "png"],
            exit: 1, [.key("limit.pixels"), .text("--max-pixels")]),
        .sheet("input over the byte limit", "corpus:sheets/sheet-valid.json", ["--max-input-bytes", "10"], exit: 1, [.key("limit.inputBytes")]),
        .sheet("depth limit lowered", "corpus:sheets/sheet-valid.json", ["--max-depth", "2"], exit: 1, [.key("limit.depth")]),
        .sheet("text limit lowered", "corpus:sheets/sheet-valid.json", ["--max-text-length", "3"], exit: 1, [.key("limit.textLength")]),
        .sheet("missing file", "no-such-file.json", exit: 1, [.key("io.notFound")]),
        .sheet("folder as input", "corpus:sheets", exit: 1, [.key("io.isDirectory")]),
        .sheet("page 0", "corpus:sheets/sheet-valid.json", ["--page", "0"], exit: 2, [.key("usage.invalidValue")]),
        .sheet("page beyond the last", "corpus:sheets/sheet-valid.json", ["--page", "99999999999999999999"], exit: 2, [.key("usage.invalidValue")]),
        .sheet("shard 3/2", "corpus:sheets/sheet-valid.json", ["--shard", "3/2"], exit: 2, [.key("usage.invalidValue")]),
        .sheet("jobs 0", "corpus:sheets/sheet-valid.json", ["--jobs", "0"], exit: 2, [.key("usage.invalidValue")]),
        .sheet("unknown backend", "corpus:sheets/sheet-valid.json", ["--backend", "gif"], exit: 2, [.key("usage.unknownBackend")]),
        .sheet("output below a file", "corpus:sheets/sheet-valid.json", ["-o", "corpus:sheets/sheet-valid.json/out"], exit: 1, [.text("error: ")]),
    ]

    static let stories: [HostileCase] = [
        .events("truncated stories", "corpus:stories/stories-truncated.json", exit: 1, [.key("json.syntax.unterminatedString")]),
        .events("NaN duration", "corpus:stories/stories-nan-duration.json", exit: 1, [.key("json.syntax.unexpectedCharacter")]),
        .events("Infinity duration", "corpus:stories/stories-infinite-duration.json", exit: 1, [.key("json.syntax.unexpectedCharacter")]),
        .events("negative and zero durations", "corpus:stories/stories-negative-duration.json", exit: 1, [.key(StoriesKeys.invalidDuration)]),
        .events("1e309 duration", "corpus:stories/stories-overflowing-duration.json", exit: 1, [.key("json.syntax.numberOutOfRange")]),
        .events("1e308 durations", "corpus:stories/stories-huge-duration.json", ["--until", "10"], exit: 0),
        .storiesRender("1e308 durations, a cycle that never ends", "corpus:stories/stories-huge-duration.json", exit: 0, outputs: 1),
        .storiesRender(
            "1e308 durations, to the end of time", "corpus:stories/stories-huge-duration.json", ["--to", "1e9"], exit: 1,
            [.key("render.stories.frameLimit")]),
        .events("subnormal durations", "corpus:stories/stories-tiny-duration.json", ["--until", "1"], exit: 1, [.key("stories.eventLimit")]),
        // Found by the fuzzer: the first cycle's end was looked for in a log of 10³⁰⁰ events.
        .events("subnormal durations, one cycle", "corpus:stories/stories-tiny-duration.json", exit: 0),
        .storiesRender("subnormal durations, frames of one cycle", "corpus:stories/stories-tiny-duration.json", exit: 0, outputs: 1),
        .events("current out of range", "corpus:stories/stories-current-out-of-range.json", exit: 1, [.key("stories.json.invalidCurrent")]),
        .events("current negative", "corpus:stories/stories-current-negative.json", exit: 1, [.key("stories.json.invalidCurrent")]),
        .events("current fraction", "corpus:stories/stories-current-fraction.json", exit: 1, [.key("stories.json.invalidCurrent")]),
        .events("overlapping pauses", "corpus:stories/stories-overlapping-pauses.json", exit: 0),
        .events("negative pauses", "corpus:stories/stories-negative-pauses.json", exit: 1, [.key(StoriesKeys.invalidEventTime), .key(StoriesKeys.invalidPauseDuration)]),
        .storiesRender("endless pause", "corpus:stories/stories-endless-pause.json", ["--to", "3"], exit: 0, outputs: 4),
        .events("wrong types", "corpus:stories/stories-wrong-types.json", exit: 1, [.key("json.decode.typeMismatch")]),
        .events("unknown choices", "corpus:stories/stories-unknown-choices.json", exit: 1, [.key("stories.json.invalidChoice")]),
        .events("no stories", "corpus:stories/stories-no-stories.json", exit: 1, [.key(StoriesKeys.noStories)]),
        .events("top-level array", "corpus:stories/stories-top-level-array.json", exit: 1, [.key("json.decode.typeMismatch")]),
        .events("bad colours", "corpus:stories/stories-bad-colors.json", exit: 1, [.key("json.color.length"), .key("json.color.character")]),
        .events("duplicate keys", "corpus:stories/stories-duplicate-keys.json", exit: 1, [.key("json.decode.duplicateKey")]),
        .storiesRender("hostile text", "corpus:stories/stories-hostile-text.json", ["--backend", "png", "--to", "0"], exit: 0, outputs: 1),
        .events("100,000 stories", GeneratedInput.storiesMany.fileName, ["--until", "50"], exit: 0, generated: [.storiesMany]),
        .events("5,000 navigation events", GeneratedInput.storiesNavigation.fileName, ["--until", "60"], exit: 0, generated: [.storiesNavigation]),
        .events("event limit", GeneratedInput.storiesNavigation.fileName, ["--until", "60", "--max-events", "100"], exit: 1, [.key("stories.eventLimit")], generated: [.storiesNavigation]),
        .storiesRender("100,000-character subtitle", GeneratedInput.storiesLongWord.fileName, exit: 1, [.key("limit.textLength")], generated: [.storiesLongWord]),
    ]

    static let storiesOptions: [HostileCase] = [
        .storiesRender("unknown device", "corpus:stories/stories-valid.json", ["--device", "pixel-9"], exit: 2, [.key("usage.unknownDevice")]),
        .storiesRender("fps 0", "corpus:stories/stories-valid.json", ["--fps", "0"], exit: 2, [.key("usage.invalidValue")]),
        .storiesRender("fps 1e6", "corpus:stories/stories-valid.json", ["--fps", "1e6"], exit: 2, [.key("usage.invalidValue")]),
        .storiesRender("from after to", "corpus:stories/stories-valid.json", ["--from", "5", "--to", "1"], exit: 2, [.key("usage.invalidValue")]),
        .storiesRender("negative from", "corpus:stories/stories-valid.json", ["--from", "-1"], exit: 2, [.key("usage.invalidValue")]),
        .storiesRender("over the frame limit", "corpus:stories/stories-valid.json", ["--fps", "1000", "--max-frames", "10"], exit: 1, [.key("render.stories.frameLimit")]),
        .storiesRender(
            "filmstrip over its limit", "corpus:stories/stories-valid.json", ["--backend", "png", "--format", "filmstrip", "--fps", "100"],
            exit: 1, [.key("render.stories.filmstripLimit")]),
        .storiesRender("apng with the text backend", "corpus:stories/stories-valid.json", ["--format", "apng"], exit: 2, [.key("usage.invalidValue")]),
        .storiesRender("frames of a valid show", "corpus:stories/stories-valid.json", exit: 0, outputs: 7),
    ]

    /// The second hostile run (issue 15): overflowing flags, a full disk, a million levels of
    /// nesting, outputs that would collide, non-regular inputs, encodings, uncountable cycles.
    static let roundTwo: [HostileCase] = [
        .sheet("UTF-16 big-endian, no BOM", "corpus:sheets/sheet-utf16be-nobom.json", exit: 1, [.text("UTF-16 big-endian (no BOM)")]),
        .sheet("UTF-32 little-endian with a BOM", "corpus:sheets/sheet-utf32le-bom.json", exit: 1, [.text("encoded as UTF-32 little-endian:")]),
        .sheet("UTF-32 big-endian, no BOM", "corpus:sheets/sheet-utf32be-nobom.json", exit: 1, [.text("UTF-32 big-endian (no BOM)")]),
        .sheet("a second byte order mark", "corpus:sheets/sheet-double-bom.json", exit: 1, [.text("unexpected U+FEFF (ZERO WIDTH NO-BREAK SPACE)")]),
        .sheet(
            "100,000-deep nesting, depth limit at its ceiling", GeneratedInput.sheetNesting.fileName, ["--max-depth", "1000000"],
            exit: 1, [.key("json.decode.typeMismatch")], generated: [.sheetNesting]),
        .storiesRender(
            "100,000-deep stories, depth limit at its ceiling", GeneratedInput.storiesNesting.fileName, ["--max-depth", "1000000"],
            exit: 1, [.key("json.decode.typeMismatch")], generated: [.storiesNesting]),
        .sheet("input bytes at Int.max", "corpus:sheets/sheet-valid.json", ["--max-input-bytes", "9223372036854775807"], exit: 2, [.key("usage.aboveCeiling")]),
        .sheet("input bytes beyond Int", "corpus:sheets/sheet-valid.json", ["--max-input-bytes", "99999999999999999999"], exit: 2, [.key("usage.aboveCeiling")]),
        .sheet("input bytes at the ceiling", "corpus:sheets/sheet-valid.json", ["--max-input-bytes", "1073741824"], exit: 0, outputs: 1),
        .sheet("depth at Int.max", "corpus:sheets/sheet-valid.json", ["--max-depth", "9223372036854775807"], exit: 2, [.key("usage.aboveCeiling")]),
        .sheet("text length at Int.max", "corpus:sheets/sheet-valid.json", ["--max-text-length", "9223372036854775807"], exit: 2, [.key("usage.aboveCeiling")]),
        .sheet("pixels at Int.max", "corpus:sheets/sheet-valid.json", ["--max-pixels", "9223372036854775807"], exit: 2, [.key("usage.aboveCeiling")]),
        .sheet("jobs at Int.max", "corpus:sheets/sheet-valid.json", ["--jobs", "9223372036854775807"], exit: 2, [.key("usage.aboveCeiling")]),
        .sheet("read timeout at Int.max", "corpus:sheets/sheet-valid.json", ["--read-timeout", "9223372036854775807"], exit: 2, [.key("usage.aboveCeiling")]),
        .sheet("page at Int.max", "corpus:sheets/sheet-valid.json", ["--page", "9223372036854775807"], exit: 2, [.key("usage.invalidValue")]),
        .sheet("shard at Int.max", "corpus:sheets/sheet-valid.json", ["--shard", "9223372036854775807/9223372036854775807"], exit: 0),
        .storiesRender(
            "a trillion frames, frame limit at Int.max", "corpus:stories/stories-valid.json",
            ["--fps", "1000", "--to", "1e9", "--max-frames", "9223372036854775807"], exit: 2, [.key("usage.aboveCeiling")]),
        .storiesRender(
            "a trillion frames, frame limit at its ceiling", "corpus:stories/stories-valid.json",
            ["--fps", "1000", "--to", "1e9", "--max-frames", "1000000"], exit: 1, [.key("render.stories.frameLimit")]),
        .storiesRender("fps beyond Double", "corpus:stories/stories-valid.json", ["--fps", "1e400"], exit: 2, [.key("usage.invalidValue")]),
        .storiesRender("to at Double's largest", "corpus:stories/stories-valid.json", ["--to", "1.7976931348623157e308"], exit: 2, [.key("usage.invalidValue")]),
        .events("until at Double's largest", "corpus:stories/stories-valid.json", ["--until", "1.7976931348623157e308"], exit: 2, [.key("usage.invalidValue")]),
        .state("at beyond the range", "corpus:stories/stories-valid.json", at: "1e300", exit: 2, [.key("usage.invalidValue")]),
        .events(
            "subnormal durations, event limit at Int.max", "corpus:stories/stories-tiny-duration.json",
            ["--until", "1", "--max-events", "9223372036854775807"], exit: 2, [.key("usage.aboveCeiling")]),
        .events(
            "subnormal durations, event limit at its ceiling", "corpus:stories/stories-tiny-duration.json",
            ["--until", "1", "--max-events", "1000000"], exit: 1, [.key("stories.eventLimit")]),
        .state(
            "subnormal durations, a cycle count past Int.max", "corpus:stories/stories-tiny-duration.json", at: "1", exit: 0,
            [.key("stories.state.cycleUncountable")]),
        .sheet("one output to a full disk", "corpus:sheets/sheet-valid.json", ["-o", "-"], exit: 1, [.text("cannot write to standard output: no space left on device")])
            .writingTo("/dev/full"),
        .events("an event log to a full disk", "corpus:stories/stories-valid.json", exit: 1, [.key("io.standardOutput")]).writingTo("/dev/full"),
        .state("a state to a full disk", "corpus:stories/stories-valid.json", at: "1", exit: 1, [.key("io.standardOutput")]).writingTo("/dev/full"),
        .storiesRender(
            "a filmstrip of 361 iPad frames (2 gigapixels)", "corpus:stories/stories-valid.json",
            ["--backend", "png", "--format", "filmstrip", "--device", "ipad-pro-13", "--fps", "60"], exit: 1,
            [.key("render.stories.filmstripPixels")]),
        .sheet("-o an empty path", "corpus:sheets/sheet-valid.json", ["-o", ""], exit: 2, [.key("usage.emptyValue")]),
        .storiesRender("stories -o an empty path", "corpus:stories/stories-valid.json", ["-o", ""], exit: 2, [.key("usage.emptyValue")]),
        .sheet(
            "two inputs of the same name", GeneratedInput.sheetInFolderA.fileName, [GeneratedInput.sheetInFolderB.fileName], exit: 1,
            [.key("renderSheet.collision"), .text("a/sheet.json and b/sheet.json")], generated: [.sheetInFolderA, .sheetInFolderB]),
        .sheet("one input given twice", "corpus:sheets/sheet-valid.json", ["corpus:sheets/sheet-valid.json"], exit: 1, [.key("renderSheet.collision")]),
        .sheet("an input FIFO with no writer", "input.json", exit: 1, [.key("io.notRegular"), .text("named pipe (FIFO)")]).withFIFOs("input.json"),
        .events("a stories FIFO with no writer", "input.json", exit: 1, [.key("io.notRegular")]).withFIFOs("input.json"),
        .sheet("a character device as input", "/dev/zero", exit: 1, [.key("io.notRegular"), .text("character device")]),
        .sheet("standard input, empty", "-", exit: 1, [.key("json.syntax.emptyDocument")]),
    ]

    /// Issue 25: `--strings` catalogs that are not files, too large or too deep, or not catalogs.
    static let strings: [HostileCase] = {
        let sample = "corpus:../../../Samples/WelcomeSheet/Localizable.xcstrings"
        let sheet = "corpus:sheets/sheet-valid.json"
        return [
            .sheet("a --strings FIFO with no writer", sheet, ["--strings", "Localizable.xcstrings"], exit: 1, [.key("io.notRegular")])
                .withFIFOs("Localizable.xcstrings"),
            .sheet("a --strings character device", sheet, ["--strings", "/dev/zero"], exit: 1, [.key("io.notRegular")]),
            .sheet("a catalog over --max-input-bytes", sheet, ["--strings", sample, "--max-input-bytes", "1000"], exit: 1, [.key("limit.inputBytes")]),
            .sheet("a catalog deeper than --max-depth", sheet, ["--strings", sample, "--max-depth", "3"], exit: 1, [.key("limit.depth")]),
            .sheet("a catalog that is a JSON string", sheet, ["--strings", "corpus:sheets/sheet-top-level-string.json"], exit: 1,
                   [.key("strings.catalog.topLevel")]),
            .sheet("a --strings folder without LANG.lproj", sheet, ["--strings", "corpus:assets"], exit: 1, [.key("strings.noLproj")]),
            .sheet("--locale all without --strings", sheet, ["--locale", "all"], exit: 2, [.key("strings.allNeedsCatalog")]),
            .sheet("the sample catalog in every language", sheet, ["--strings", sample, "--locale", "all"], exit: 0, outputs: 6),
            .sheet("--locale with only commas", sheet, ["--locale", " , "], exit: 2, [.key("usage.emptyList")]),
            .sheet("--device with only commas", sheet, ["--device", ","], exit: 2, [.key("usage.emptyList")]),
            HostileCase(
                name: "layout in two languages", arguments: ["layout", "corpus:sheets/sheet-valid.json", "--device", "iphone-se-1",
                    "--strings", sample, "--locale", "de,ja"], exit: 2, messages: [.key("usage.oneValueOnly"), .text("de, ja")]),
            HostileCase(
                name: "layout in every language of a catalog", arguments: ["layout", "corpus:sheets/sheet-valid.json", "--device",
                    "iphone-se-1", "--strings", sample, "--locale", "all"], exit: 2, messages: [.key("usage.oneValueOnly")]),
            HostileCase(
                name: "measure in two languages", arguments: ["measure", "Hello", "--font", "17", "--locale", "de", "--locale", "ja"],
                exit: 2, messages: [.key("usage.oneValueOnly")]),
        ]
    }()

    /// Issue 35: numbers beyond every range, outputs that are devices, `.strings` in UTF-16
    /// without a byte order mark.
    static let roundThree: [HostileCase] = [
        HostileCase(
            name: "a measure batch with 1e308 in every numeric field", arguments: ["measure", "--batch", "corpus:measure/batch-extreme-numbers.json"],
            exit: 1, messages: [.key("measure.json.points"), .key("measure.lineLimit"), .text("[4].lineSpacing: -1e+308")]),
        HostileCase(
            name: "--line-limit 1.5", arguments: ["measure", "Hi", "--font", "17", "--line-limit", "1.5"], exit: 2,
            messages: [.key("measure.lineLimit")]),
        .sheet("-o /dev/null", "corpus:sheets/sheet-valid.json", ["-o", "/dev/null"], exit: 0, outputs: 0),
        .sheet("-o /dev/null for two outputs", "corpus:sheets/sheet-valid.json", ["-o", "/dev/null", "--device", "iphone-se"], exit: 1,
               [.key("io.notFolder")]),
        .storiesRender("stories -o /dev/null", "corpus:stories/stories-valid.json", ["-o", "/dev/null"], exit: 1, [.key("io.notFolder")]),
        .sheet(
            "a .strings folder in UTF-16 without a byte order mark", "corpus:sheets/sheet-valid.json",
            ["--strings", "corpus:strings-utf16", "--locale", "de"], exit: 0, outputs: 1),
    ]

    static let all = syntax + sheetContent + assets + sheetOptions + stories + storiesOptions + roundTwo + strings + roundThree
}

/// Keys of Stories messages that are only reachable through `StoriesStrings`' constants.
enum StoriesKeys {
    static let invalidDuration = "stories.error.invalidDuration"
    static let invalidEventTime = "stories.error.invalidEventTime"
    static let invalidPauseDuration = "stories.error.invalidPauseDuration"
    static let noStories = "stories.error.noStories"
}

@Suite struct HostileCorpusTests {
    /// Runs one case through the binary: exit code, messages, no crash or hang, no control
    /// character echoed to the terminal, and no output — not even a temporary file — left
    /// behind on error.
    @Test(arguments: HostileCorpus.all)
    func hostileInput(_ hostile: HostileCase) throws {
        let run = try HostileRun()
        for input in hostile.generated {
            let url = run.directory.appendingPathComponent(input.fileName)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try input.data.write(to: url)
        }
        for name in hostile.fifos {
            #expect(mkfifo(run.directory.appendingPathComponent(name).path, 0o600) == 0)
        }
        let result = try run.run(hostile.resolvedArguments, standardOutput: hostile.standardOutput, timeout: 300)
        let (timedOut, status) = (result.timedOut, result.status)
        #expect(!timedOut, "hung")
        #expect(status == hostile.exit, "stderr: \(result.stderr.prefix(2_000))")
        for message in hostile.messages {
            #expect(result.stderr.contains(message.fragment), "\(message) missing from: \(result.stderr.prefix(2_000))")
        }
        let controls = result.stderr.unicodeScalars.filter { $0.properties.generalCategory == .control && $0 != "\n" }
        #expect(controls.isEmpty, "control characters on stderr: \(controls.map { $0.value })")
        let files = run.outputs()
        if hostile.exit != 0 {
            #expect(files.isEmpty, "left behind on error: \(files.prefix(10))")
            #expect(run.outputEntries().isEmpty, "folders left behind on error: \(run.outputEntries())")
        } else {
            #expect(!files.contains { $0.hasSuffix(".tmp") }, "temporary files left: \(files.filter { $0.hasSuffix(".tmp") })")
            if let outputs = hostile.outputs { #expect(files.filter(isRenderOutput).count == outputs) }
        }
    }

    /// The corpus is what the issue asks for: at least 40 files, sheets and stories.
    @Test func corpusIsLargeEnough() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: HostileRun.corpus.path).filter { $0.hasSuffix(".json") }
        #expect(files.count + GeneratedInput.allCases.count >= 40)
        #expect(files.contains { $0.hasPrefix("sheets/") } && files.contains { $0.hasPrefix("stories/") })
    }
}
