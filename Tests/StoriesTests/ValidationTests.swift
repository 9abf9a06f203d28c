import Foundation
import IntroUI
import Testing
@testable import Stories

private enum Sample: IStory, CaseIterable {
    case first, second, third

    func builder(progress: Binding<CGFloat>) -> some View { EmptyView() }

    var duration: TimeInterval {
        switch self {
        case .first: 1
        case .second: -1
        case .third: .nan
        }
    }
}

private enum Short: IStory {
    case one, two
    func builder(progress: Binding<CGFloat>) -> some View { EmptyView() }
    var duration: TimeInterval { self == .one ? 5 : 3 }
    var colorScheme: ColorScheme? { self == .one ? .light : .dark }
}

/// A validator written the way the upstream widget's example is (the example itself is in SeedStories.swift).
private struct FiveSecondsValidater: IStoriesValidater {
    static func validate<T>(_ stories: [T]) -> [StoriesError] where T: IStory {
        var errors: [StoriesError] = []
        if let first = stories.first, first.duration < 5 {
            errors.append(.init(description: "The first story less than five seconds"))
        }
        return errors
    }
}

private struct EveryStory: IStoriesValidator {
    static func validate<T: IStory>(_ stories: [T]) -> [StoriesError] {
        stories.map { _ in .custom("checked") }
    }
}

@Suite struct ValidationTests {
    @Test func builtInMessagesInEnglishAndSpanish() {
        let errors = StoriesConfiguration(durations: []).errors
        #expect(errors == [.noStories])
        #expect(errors.first?.description(locale: "en") == "There are no stories")
        #expect(errors.first?.description(locale: "es-MX") == "No hay historias")
        let durations = StoriesConfiguration(durations: [1, 0, -1, .nan, .infinity]).errors
        #expect(durations == [.invalidDuration])
        #expect(durations.first?.description(locale: "en") == "Duration must be a positive number greater than zero")
        #expect(durations.first?.description(locale: "es") == "La duración debe ser un número positivo mayor que cero")
        #expect(StoriesValidationError.title(locale: "en") == "Data validation errors")
        #expect(StoriesValidationError.title(locale: "es") == "Errores de validación de datos")
        #expect(StoriesValidationError.title(locale: "zh-Hans-CN") == "数据验证错误")
        #expect(StoriesValidationError(errors: errors).description(locale: "es")
            == "Errores de validación de datos\nNo hay historias")
    }

    @Test func customErrorsFollowBuiltInOnes() {
        let configuration = StoriesConfiguration(stories: Sample.allCases, validator: EveryStory.self)
        #expect(configuration.errors == [.invalidDuration, .custom("checked"), .custom("checked"), .custom("checked")])
        let pasted = StoriesConfiguration(stories: [Short.two, .one], validator: FiveSecondsValidater.self)
        #expect(pasted.errors == [.custom("The first story less than five seconds")])
        #expect(pasted.errors.first?.description(locale: "es") == "The first story less than five seconds")
        #expect(BuiltInStoriesValidator.validate([Short]()) == [.noStories])
    }

    @Test func storiesKeepTheOrderGivenAndTheirColourSchemes() {
        let configuration = StoriesConfiguration(stories: [Short.two, .one], strategy: .once, current: .one)
        #expect(configuration.durations == [3, 5])
        #expect(configuration.stories.map(\.colorScheme) == [.dark, .light])
        #expect(configuration.current == 1)
        #expect(configuration.errors.isEmpty)
        #expect(StoriesConfiguration(stories: [Short.two], current: .one).errors == [.invalidCurrent])
    }

    @Test func outOfRangeCurrentAndBadLeewayAreErrors() {
        #expect(StoriesConfiguration(durations: [1, 2], current: 2).errors == [.invalidCurrent])
        #expect(StoriesConfiguration(durations: [1, 2], current: -1).errors == [.invalidCurrent])
        #expect(StoriesConfiguration(durations: [1], leeway: -1).errors == [.invalidLeeway])
        #expect(StoriesConfiguration(durations: [1], leeway: .nan).errors == [.invalidLeeway])
        #expect(StoriesConfiguration(durations: [], current: 3).errors == [.noStories])
        #expect(throws: StoriesValidationError.self) {
            try StoriesTimeline(configuration: StoriesConfiguration(durations: [1], current: 7))
        }
    }

    @Test func everyStringIsTranslated() {
        #expect(StoriesStrings.table.missingTranslations.isEmpty)
        for (key, translations) in StoriesStrings.table.entries {
            #expect(translations["zh-Hans"] != nil, "\(key) lacks zh-Hans")
            #expect(translations["en"] != translations["es"], "\(key) is not translated to es")
        }
        let errors: [StoriesError] = [
            .noStories, .invalidDuration, .invalidCurrent, .invalidLeeway, .invalidEventTime(-1),
            .invalidPauseDuration(-2),
        ]
        for error in errors {
            #expect(error.description(locale: "en") != error.description(locale: "es"))
            #expect(!error.description(locale: "es").hasPrefix("stories."))
            #expect(!error.description(locale: "es").contains("{"))
        }
        #expect(StoriesError.invalidEventTime(-1).description(locale: "en").contains("-1.0"))
    }

    @Test func stateNamesAreStable() {
        let states: [StoriesState] = [
            .ready, .start, .begin, .end, .suspend(0.5), .resume(0.5), .finish,
        ]
        #expect(states.map(\.name) == ["ready", "start", "begin", "end", "suspend", "resume", "finish"])
        #expect(states.map(\.description).contains("suspend(0.5)"))
        #expect(StoriesState.ready.progress == nil)
        #expect(Strategy.allCases.map(\.rawValue) == ["circle", "once"])
        #expect(StoriesConfiguration(durations: [1]).strategy == .circle)
    }
}
