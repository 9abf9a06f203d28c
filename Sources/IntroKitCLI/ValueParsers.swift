import Foundation
import IntroCommandLine
import IntroKit
import IntroJSON
import IntroRender
import IntroUI
import WelcomeSheet

extension ValueParser where Value == Double {
    /// A finite number within `range`.
    static func number(_ valueName: String, in range: ClosedRange<Double>) -> ValueParser<Double> {
        ValueParser(valueName, describe: { JSONMessage.number($0) }) { text, option throws(UsageProblem) in
            guard let number = Double(text), number.isFinite, range.contains(number) else {
                let bounds = "\(JSONMessage.number(range.lowerBound))…\(JSONMessage.number(range.upperBound))"
                throw .invalidValue(option: option, value: text, valid: [bounds])
            }
            return number
        }
    }
}

extension ValueParser where Value == Device {
    /// One device id (see `introkit devices`).
    static let device = ValueParser("ID", describe: { $0.id }) { text, _ throws(UsageProblem) in
        do throws(UnknownDeviceError) {
            return try DeviceCatalog.device(id: text)
        } catch {
            throw .unknownName(text, key: "usage.unknownDevice", valid: error.knownIDs)
        }
    }
}

extension ValueParser where Value == [Device] {
    /// A device id or a group (`all`, `iphones`, `ipads`), or several separated by commas
    /// (`iphone-se,ipads`), as `--locale` and `--dynamic-type` take theirs.
    static let devices = ValueParser("ID", describe: { _ in nil }) { text, option throws(UsageProblem) in
        let names = ValueParser<[String]>.commaList(text)
        guard !names.isEmpty else { throw .emptyList(option: option) }
        var devices: [Device] = []
        for name in names {
            do throws(UnknownDeviceError) {
                devices += try DeviceCatalog.devices(named: name)
            } catch {
                throw .unknownName(name, key: "usage.unknownDevice", valid: DeviceCatalog.groupNames + error.knownIDs)
            }
        }
        return devices
    }
}

extension ValueParser where Value == any RenderBackend {
    /// A registered backend's name (see `introkit backends`).
    static let backend = ValueParser("NAME", describe: { $0.name }) { text, _ throws(UsageProblem) in
        do throws(UnknownBackendError) {
            return try BackendRegistry.shared.backend(named: text)
        } catch {
            throw .unknownName(text, key: "usage.unknownBackend", valid: error.registered)
        }
    }
}

extension ValueParser where Value == ShardRequest {
    /// `I/N` with 1 ≤ I ≤ N, or `auto` (the CI's own job index and count).
    static let shard = ValueParser("I/N|auto", describe: { $0.text }) { text, option throws(UsageProblem) in
        if text == "auto" { return .auto }
        guard let shard = Shard(text) else {
            throw .invalidValue(option: option, value: text, valid: ["1/2", "2/2", "I/N with 1 ≤ I ≤ N", "auto"])
        }
        return .fixed(shard)
    }
}

extension ValueParser where Value == [DynamicTypeSize] {
    /// Dynamic Type sizes: a name (`xSmall` … `xxxLarge`, `accessibility1` … or `AX1` …), a
    /// group (`standard`, `accessibility`, `all`), or several separated by commas.
    static let dynamicTypes = ValueParser("SIZE", describe: { $0.map(\.rawValue).joined(separator: ",") }) {
        text, option throws(UsageProblem) in
        var sizes: [DynamicTypeSize] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            let word = name.trimmingCharacters(in: .whitespaces)
            guard let named = DynamicTypeSize.sizes(named: word) else {
                throw .invalidValue(
                    option: option, value: word, valid: DynamicTypeSize.groupNames + DynamicTypeSize.allCases.map(\.rawValue))
            }
            sizes += named
        }
        return sizes
    }
}

extension ValueParser where Value == Color {
    /// A hex colour as the content's (`RRGGBB`, `RGB`, `AARRGGBB`; `#` allowed).
    static let hexColor = ValueParser("HEX", describe: { $0.light.hexString }) { text, option throws(UsageProblem) in
        do throws(HexColorError) {
            return Color(try HexColor(hex: text).converted(RGBA.init))
        } catch {
            throw .invalidValue(option: option, value: text, valid: ["RRGGBB", "RGB", "AARRGGBB"])
        }
    }
}

/// Options several commands share, declared once.
enum CommonOptions {
    /// `--status-bar shown|none`: iOS's status bar where iOS shows one.
    static let statusBar = Option(
        "status-bar", .choice([("shown", true), ("none", false)]), default: true,
        help: "Status bar (9:41, signal, Wi-Fi, battery) where iOS shows one: shown or none")
    /// `--tint HEX`: the app's accent colour.
    static let tint = Option(
        "tint", ValueParser.hexColor.optional, default: nil,
        shown: .described("the asset catalog's AccentColor, else system blue"),
        help: "The app's accent colour, for pages without accentColor and the back button")

    /// The app's tint: `--tint`, else the asset catalog's `AccentColor` (as on iOS), else
    /// system blue.
    static func appTint(_ arguments: ParsedArguments, catalogAccent: Color?) -> Color {
        arguments[tint] ?? catalogAccent ?? .accentColor
    }

    /// The chrome `--status-bar` and the app's tint ask for, for page `number` (from 1).
    static func chrome(_ arguments: ParsedArguments, catalogAccent: Color?, page number: Int) -> SheetChrome {
        SheetChrome(showsStatusBar: arguments[statusBar], tint: appTint(arguments, catalogAccent: catalogAccent))
            .page(number)
    }

    /// `--backend NAME`: the registry's default backend (png when IntroKit's are registered),
    /// looked up when read, after every backend is registered.
    static func backend(help: String) -> Option<any RenderBackend> {
        Option(
            "backend", .backend, default: BackendRegistry.shared.defaultBackend,
            shown: .described("the default backend, marked in `introkit backends`"), help: help)
    }

    /// `--jobs N`: the number of cores by default.
    static let jobs = Option(
        "jobs", short: "j", .positiveInteger(ceiling: Ceiling.jobs), default: ProcessInfo.processInfo.activeProcessorCount,
        shown: .described("the number of cores"), help: "Parallel workers")

    /// `--dynamic-type SIZE`: the text sizes, each once, smallest first.
    static let dynamicTypes = Option(
        repeatable: "dynamic-type", .dynamicTypes, default: [.large], shown: .value("large"),
        help: "Text size: xSmall … xxxLarge, AX1 … AX5, standard, accessibility or all; comma-separated")

    /// The sizes `--dynamic-type` asks for, each once, smallest first.
    static func dynamicTypeSizes(_ arguments: ParsedArguments) -> [DynamicTypeSize] {
        Set(arguments[dynamicTypes]).sorted()
    }

    /// `--quiet`.
    static let quiet = Option.flag("quiet", short: "q", help: "No progress bar and no summary line")

}
