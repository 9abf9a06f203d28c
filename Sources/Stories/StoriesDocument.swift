import Foundation
import IntroJSON
import IntroUI

/// A pause of a scripted show: `at` seconds after the start, lasting `duration` seconds.
public struct StoriesPause: Hashable, Sendable {
    /// When the pause begins, in seconds since the start.
    public var at: Double
    /// How long it lasts, in seconds.
    public var duration: Double

    /// Creates a pause.
    public init(at: Double, duration: Double) {
        self.at = at
        self.duration = duration
    }
}

/// A scripted tap: `next` or `previous` at a time, in seconds since the start.
public struct StoriesNavigationEvent: Hashable, Sendable {
    /// When, in seconds since the start.
    public var at: Double
    /// Forward or back.
    public var direction: StoriesNavigation

    /// Creates a navigation event.
    public init(at: Double, direction: StoriesNavigation) {
        self.at = at
        self.direction = direction
    }
}

/// Stories for people who do not write Swift, read from JSON:
///
/// ```json
/// {"strategy": "once", "leeway": 1, "current": 0,
///  "stories": [{"title": "1", "subtitle": "Hello", "background": "34C759", "duration": 5,
///               "colorScheme": "light", "imageName": "star.fill"}],
///  "pauses": [{"at": 2, "for": 3}],
///  "navigation": [{"at": 4, "action": "next"}]}
/// ```
///
/// Every key but `stories` is optional: `locale` (the content's language, which sets the
/// layout direction) defaults to the tag in the file name (`tour.ar.json`), else English;
/// `strategy` defaults to `circle`, `leeway` and
/// `current` to 0, `pauses` and `navigation` to none. Story keys are all optional: `title`
/// "", `duration` 5 seconds, `background` the system background, `colorScheme` the
/// environment's. `"template": "upstream"` draws a story as upstream's example `StoryTpl`:
/// its keys are `text` (the big animated text) and `caption` (default "story") instead of
/// `title`, `subtitle` and `imageName`. Bad durations are one error (as validation reports
/// them) with a note per story. Colours are hex strings (3 digits RGB, 6 RRGGBB, 8 **AARRGGBB — alpha
/// first**; `#` is ignored). `null` counts as absent. Decoding reports every problem at once
/// with its JSON path and line:column; unknown keys are warnings.
public struct StoriesDocument: Sendable {
    /// The stories, in the order they play.
    public var stories: [StoryCard]
    /// How the stories play.
    public var strategy: Strategy
    /// The index of the story to start with.
    public var current: Int
    /// Seconds before the big start.
    public var leeway: TimeInterval
    /// The scripted pauses.
    public var pauses: [StoriesPause]
    /// The scripted taps.
    public var navigation: [StoriesNavigationEvent]
    /// The name used in messages (`stories.json`).
    public var fileName: String
    /// The language the stories are written in (the JSON's `"locale"`), nil when not given.
    public var locale: String?

    /// The content's language: the document's own ``locale``, else the one its file name
    /// ends in (`tour.ar.json` → `ar`), else nil. It sets the layout direction.
    public var contentLocale: String? { locale ?? ContentLocale.tag(inFileName: fileName) }
    /// The warnings found while decoding (empty for documents made in code).
    public var warnings: [JSONDiagnostic] = []

    /// A document made in code.
    public init(
        stories: [StoryCard], strategy: Strategy = .circle, current: Int = 0, leeway: TimeInterval = 0,
        pauses: [StoriesPause] = [], navigation: [StoriesNavigationEvent] = [], fileName: String = "stories.json"
    ) {
        self.stories = stories
        self.strategy = strategy
        self.current = current
        self.leeway = leeway
        self.pauses = pauses
        self.navigation = navigation
        self.fileName = fileName
    }

    /// The timings, strategy, story to start with and leeway.
    public var configuration: StoriesConfiguration {
        StoriesConfiguration(
            stories: stories.map { StoryTiming(duration: $0.duration, colorScheme: $0.colorScheme) },
            strategy: strategy, current: current, leeway: leeway)
    }

    /// The show with its script of pauses and taps; throws every validation error.
    public func timeline() throws(StoriesValidationError) -> StoriesTimeline {
        try StoriesTimeline(
            configuration: configuration,
            pauses: pauses.map { ($0.at, $0.duration) },
            navigation: navigation.map { ($0.at, $0.direction) })
    }

    /// Decodes a document, or every error (and warning) found. `parser` sets the limits of
    /// nesting depth and string length.
    public static func decode(
        data: Data, fileName: String, parser: JSONParser = JSONParser()
    ) -> Result<StoriesDocument, StoriesDecodingFailure> {
        JSONDecodingContext.decode(data, fileName: fileName, parser: parser, catalog: StoriesStrings.self) { context, root in
            StoriesDecoder(context: context).document(root)
        }.map { decoded in
            var document = decoded.value
            document.fileName = fileName
            document.warnings = decoded.warnings
            return document
        }
    }

    /// The warnings rendered one per line, in a locale.
    public func renderedWarnings(locale: String = "en") -> [String] {
        warnings.map { StoriesStrings.render($0, fileName: fileName, locale: locale) }
    }
}

/// Why a Stories JSON document could not be decoded: every error found, with the warnings.
public typealias StoriesDecodingFailure = JSONDecodingFailure<StoriesStrings>
