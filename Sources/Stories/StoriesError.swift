import IntroJSON
import IntroUI

/// A reason why stories cannot play. Built-in checks come first, then a custom
/// validator's errors (see ``IStoriesValidater``).
public enum StoriesError: Error, Hashable, Sendable {
    /// The list of stories is empty.
    case noStories
    /// At least one duration is zero, negative, NaN or infinite (reported once).
    case invalidDuration
    /// The story to start with is not in the list.
    case invalidCurrent
    /// The leeway is negative, NaN or infinite.
    case invalidLeeway
    /// A pause or navigation time of a timeline is negative, NaN or infinite.
    case invalidEventTime(Double)
    /// A pause of a timeline lasts a negative or NaN number of seconds.
    case invalidPauseDuration(Double)
    /// ``CustomStoriesValidater``'s finding: the first story lasts less than `minimum` seconds.
    case firstStoryTooShort(minimum: Double)
    /// An error found by a custom validator, shown as written.
    case custom(String)

    /// A custom error, spelled as the upstream widget's validators write it:
    /// `StoriesError(description: "…")`.
    public init(description: String) {
        self = .custom(description)
    }

    /// The message in the best language for `locale` (`en`, `es`, `zh-Hans`; English otherwise).
    public func description(locale: String) -> String {
        switch self {
        case .noStories: StoriesStrings.table.string(StoriesStrings.noStories, locale: locale)
        case .invalidDuration: StoriesStrings.table.string(StoriesStrings.invalidDuration, locale: locale)
        case .invalidCurrent: StoriesStrings.table.string(StoriesStrings.invalidCurrent, locale: locale)
        case .invalidLeeway: StoriesStrings.table.string(StoriesStrings.invalidLeeway, locale: locale)
        case .invalidEventTime(let time):
            StoriesStrings.table.string(StoriesStrings.invalidEventTime, locale: locale, [String(time)])
        case .invalidPauseDuration(let duration):
            StoriesStrings.table.string(StoriesStrings.invalidPauseDuration, locale: locale, [String(duration)])
        case .firstStoryTooShort(let minimum):
            StoriesStrings.table.string(StoriesStrings.firstStoryTooShort, locale: locale, [JSONMessage.number(minimum)])
        case .custom(let message): message
        }
    }
}

extension StoriesError: CustomStringConvertible {
    /// The English message.
    public var description: String { description(locale: "en") }
}

/// The errors that stop a show from starting, in order: built-in checks, then custom ones.
public struct StoriesValidationError: Error, Hashable, Sendable {
    /// The errors, never empty when thrown.
    public let errors: [StoriesError]

    /// Wraps a list of errors.
    public init(errors: [StoriesError]) {
        self.errors = errors
    }

    /// The error view's title in the best language for `locale`: "Data validation errors".
    public static func title(locale: String) -> String {
        StoriesStrings.table.string(StoriesStrings.errorViewTitle, locale: locale)
    }

    /// The title and one message per line, as the error view shows them.
    public func description(locale: String) -> String {
        ([StoriesValidationError.title(locale: locale)] + errors.map { $0.description(locale: locale) })
            .joined(separator: "\n")
    }
}

/// The Stories module's user-facing strings.
public enum StoriesStrings: JSONMessageCatalog {
    static let noStories = "stories.error.noStories"
    static let invalidDuration = "stories.error.invalidDuration"
    static let invalidCurrent = "stories.error.invalidCurrent"
    static let invalidLeeway = "stories.error.invalidLeeway"
    static let invalidEventTime = "stories.error.invalidEventTime"
    static let invalidPauseDuration = "stories.error.invalidPauseDuration"
    static let errorViewTitle = "stories.errorView.title"
    static let firstStoryTooShort = "stories.error.firstStoryTooShort"

    /// Every string in English, Spanish and Simplified Chinese.
    public static let table = LocalizationTable(entries)

    /// ``table`` with ``IntroJSON/JSONMessages/table``: what Stories JSON diagnostics say.
    static let documentTable = LocalizationTable(JSONMessages.table.merging(entries) { own, _ in own })

    /// What Stories JSON diagnostics say, in a locale.
    public static func localize(_ key: String, locale: String, _ arguments: [String]) -> String {
        documentTable.string(key, locale: locale, arguments)
    }

    static let entries: [String: [String: String]] = [
        noStories: [
            "en": "There are no stories",
            "es": "No hay historias",
            "zh-Hans": "没有故事",
        ],
        invalidDuration: [
            "en": "Duration must be a positive number greater than zero",
            "es": "La duración debe ser un número positivo mayor que cero",
            "zh-Hans": "时长必须是大于零的正数",
        ],
        invalidCurrent: [
            "en": "The story to start with (current) is not in the list of stories",
            "es": "La historia inicial (current) no está en la lista de historias",
            "zh-Hans": "起始故事（current）不在故事列表中",
        ],
        invalidLeeway: [
            "en": "Leeway must be zero or a positive number of seconds",
            "es": "El retraso inicial (leeway) debe ser cero o un número positivo de segundos",
            "zh-Hans": "开始前的延迟（leeway）必须是零或正的秒数",
        ],
        invalidEventTime: [
            "en": "Pause and navigation times must be finite and not negative (got {0})",
            "es": "Los tiempos de pausa y navegación deben ser finitos y no negativos (se recibió {0})",
            "zh-Hans": "暂停和导航的时间必须是有限的非负数（收到 {0}）",
        ],
        invalidPauseDuration: [
            "en": "A pause must last zero or more seconds (got {0})",
            "es": "Una pausa debe durar cero o más segundos (se recibió {0})",
            "zh-Hans": "暂停时长必须是零秒或更长（收到 {0}）",
        ],
        firstStoryTooShort: [
            "en": "The first story lasts less than {0} seconds",
            "es": "La primera historia dura menos de {0} segundos",
            "zh-Hans": "第一个故事短于 {0} 秒",
        ],
        errorViewTitle: [
            "en": "Data validation errors",
            "es": "Errores de validación de datos",
            "zh-Hans": "数据验证错误",
        ],
        "stories.json.invalidChoice": [
            "en": "\"{0}\" is not a valid value: use one of {1}",
            "es": "\"{0}\" no es un valor válido: use uno de {1}",
            "zh-Hans": "“{0}”不是有效的值：请使用 {1} 之一",
        ],
        "stories.json.invalidCurrent": [
            "en": "current is {0}, but it must be the index of a story: a whole number from 0 to the number of stories ({1}) minus one",
            "es": "current es {0}, pero debe ser el índice de una historia: un número entero de 0 al número de historias ({1}) menos uno",
            "zh-Hans": "current 为 {0}，但它必须是某个故事的索引：从 0 到故事数（{1}）减一的整数",
        ],
        "stories.json.durationNote": [
            "en": "this story's duration is {0}",
            "es": "la duración de esta historia es {0}",
            "zh-Hans": "此故事的时长为 {0}",
        ],
        "stories.json.emptyImageName": [
            "en": "imageName is empty: write an asset name or an SF Symbol name such as \"star.fill\", or remove the key",
            "es": "imageName está vacío: escriba un nombre de recurso o de SF Symbol, p. ej. \"star.fill\", o quite la clave",
            "zh-Hans": "imageName 为空：请填写资源名或 SF Symbol 名称（如 \"star.fill\"），或删除该键",
        ],
    ]
}
