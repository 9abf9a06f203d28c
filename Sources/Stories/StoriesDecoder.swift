import IntroJSON
import IntroUI

/// Turns a parsed Stories JSON document into a ``StoriesDocument``, reporting every problem
/// to the context — including the checks of ``StoriesConfiguration/errors``, at the path of
/// the value at fault.
struct StoriesDecoder {
    static let documentKeys: Set<String> = ["locale", "strategy", "leeway", "current", "stories", "pauses", "navigation"]
    /// The keys of a story by template: what every story has, and what its template draws.
    static let commonStoryKeys: Set<String> = ["template", "background", "duration", "colorScheme"]
    static let cardKeys: Set<String> = ["title", "subtitle", "imageName"]
    static let upstreamKeys: Set<String> = ["text", "caption"]

    let context: JSONDecodingContext

    /// The document; nil when the root is not an object or `stories` is missing. Values in
    /// error are replaced by their defaults: the context's errors decide whether the result
    /// is used.
    func document(_ root: JSONNode) -> StoriesDocument? {
        guard let object = context.object(root) else { return nil }
        object.warnAboutUnknownKeys(known: Self.documentKeys)
        let strategy = object.optional("strategy").flatMap { choice($0, as: Strategy.self) } ?? .circle
        let leeway = object.optional("leeway").flatMap(leewayValue) ?? 0
        let storyNodes = object.requiredArray("stories")
        if let storiesNode = object.optional("stories"), storyNodes?.isEmpty == true {
            context.error(JSONMessage(StoriesStrings.noStories), at: storiesNode)
        }
        let stories = storyNodes?.compactMap(story)
        let current = object.optional("current").flatMap { currentValue($0, count: storyNodes?.count) } ?? 0
        let pauses = object.optionalArray("pauses")?.compactMap(pause) ?? []
        let navigation = object.optionalArray("navigation")?.compactMap(navigationEvent) ?? []
        let locale = object.contentLocale()
        guard let stories else { return nil }
        var document = StoriesDocument(
            stories: stories, strategy: strategy, current: current, leeway: leeway, pauses: pauses,
            navigation: navigation)
        document.locale = locale
        return document
    }

    /// A story, read by its template's keys.
    func story(_ node: JSONNode) -> StoryCard? {
        guard let object = context.object(node) else { return nil }
        let template = object.optional("template").flatMap { choice($0, as: StoryCard.Template.self) } ?? .card
        let isUpstream = template == .upstream
        object.warnAboutUnknownKeys(known: Self.commonStoryKeys.union(isUpstream ? Self.upstreamKeys : Self.cardKeys))
        return StoryCard(
            title: object.optionalString(isUpstream ? "text" : "title") ?? "",
            subtitle: object.optionalString(isUpstream ? "caption" : "subtitle"),
            background: object.optional("background").flatMap(color) ?? .background,
            duration: object.optional("duration").flatMap(durationValue) ?? StoryCard.defaultDuration,
            colorScheme: object.optional("colorScheme").flatMap { choice($0, as: ColorScheme.self) },
            imageName: isUpstream ? nil : object.optional("imageName").flatMap(imageName),
            template: template)
    }

    func pause(_ node: JSONNode) -> StoriesPause? {
        guard let object = context.object(node) else { return nil }
        object.warnAboutUnknownKeys(known: ["at", "for"])
        let at = object.required("at").flatMap(time)
        let length = object.required("for").flatMap { check($0, StoriesStrings.invalidPauseDuration) { $0 >= 0 } }
        guard let at, let length else { return nil }
        return StoriesPause(at: at, duration: length)
    }

    func navigationEvent(_ node: JSONNode) -> StoriesNavigationEvent? {
        guard let object = context.object(node) else { return nil }
        object.warnAboutUnknownKeys(known: ["at", "action"])
        let at = object.required("at").flatMap(time)
        let direction = object.required("action").flatMap { choice($0, as: StoriesNavigation.self) }
        guard let at, let direction else { return nil }
        return StoriesNavigationEvent(at: at, direction: direction)
    }

    // MARK: Values

    /// One of a string enum's raw values, or nil and an error naming the valid ones.
    private func choice<T: RawRepresentable & CaseIterable>(_ node: JSONNode, as type: T.Type) -> T?
    where T.RawValue == String {
        guard let text = context.string(node) else { return nil }
        if let value = T(rawValue: text) { return value }
        let valid = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        context.error(JSONMessage("stories.json.invalidChoice", texts: [JSONMessage.excerpt(text), valid]), at: node)
        return nil
    }

    /// A number that passes `isValid`, or nil and the Stories error `key` (with the number).
    private func check(_ node: JSONNode, _ key: String, _ isValid: (Double) -> Bool) -> Double? {
        guard let number = context.number(node) else { return nil }
        guard isValid(number) else {
            context.error(JSONMessage(key, texts: [JSONMessage.number(number)]), at: node)
            return nil
        }
        return number
    }

    private func time(_ node: JSONNode) -> Double? {
        check(node, StoriesStrings.invalidEventTime) { $0.isFinite && $0 >= 0 }
    }

    /// A positive duration; an invalid one is reported once for all the stories, as
    /// validation reports it, with a note per story when several have one.
    private func durationValue(_ node: JSONNode) -> Double? {
        guard let number = context.number(node) else { return nil }
        guard number.isFinite && number > 0 else {
            context.errorOnce(
                JSONMessage(StoriesStrings.invalidDuration), at: node,
                note: JSONMessage("stories.json.durationNote", texts: [JSONMessage.number(number)]))
            return nil
        }
        return number
    }

    private func leewayValue(_ node: JSONNode) -> Double? {
        check(node, StoriesStrings.invalidLeeway) { $0.isFinite && $0 >= 0 }
    }

    /// A whole number in `0..<count` (any whole number when `count` is unknown).
    private func currentValue(_ node: JSONNode, count: Int?) -> Int? {
        guard let number = context.number(node) else { return nil }
        guard number == number.rounded(), number >= 0, number < Double(count ?? Int.max) else {
            context.error(JSONMessage("stories.json.invalidCurrent", texts: [JSONMessage.number(number), String(count ?? 0)]), at: node)
            return nil
        }
        return Int(number)
    }


    private func imageName(_ node: JSONNode) -> String? {
        guard let name = context.string(node) else { return nil }
        guard !name.isEmpty else {
            context.error(JSONMessage("stories.json.emptyImageName"), at: node)
            return nil
        }
        return name
    }

    private func color(_ node: JSONNode) -> Color? {
        context.hexColor(node, RGBA.init).map(Color.init)
    }
}
