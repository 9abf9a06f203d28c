import Foundation
import IntroCommandLine
import IntroKit
import IntroRender
import IntroUI

/// `--cache DIR` and `--cache-size SIZE`, shared by the render commands.
enum CacheOptions {
    /// The environment variable naming the cache folder when `--cache` is not given (CI).
    static let environmentVariable = "INTROKIT_CACHE"
    /// `--cache DIR`.
    static let folder = Option(
        "cache", ValueParser.string("DIR").optional, default: nil, shown: .described("$INTROKIT_CACHE, else none"),
        help: "Folder of rendered outputs kept by their inputs; unchanged outputs are read from it ('' for none)")
    /// `--cache-size SIZE`.
    static let size = Option(
        "cache-size", .byteSize, default: 1 << 30, help: "Most bytes the cache folder keeps, oldest out first (K, M, G)")

    static let all: [any OptionDeclaration] = [folder, size]
}

extension ValueParser where Value == Int {
    /// A number of bytes, with an optional K, M or G (powers of 1024): `500M`, `2G`.
    static let byteSize = ValueParser("SIZE", describe: { String($0) }) { text, option throws(UsageProblem) in
        let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        let unit = text.last.flatMap { units[Character($0.uppercased())] }
        let digits = unit == nil ? Substring(text) : text.dropLast()
        guard let number = Int(digits), number >= 0, number <= Int.max / (unit ?? 1) else {
            throw .invalidValue(option: option, value: text, valid: ["1000000", "500M", "2G"])
        }
        return number * (unit ?? 1)
    }
}

extension RenderCache {
    /// The cache `--cache` / `INTROKIT_CACHE` asks for, or nil when neither is given or the
    /// one given is empty (`--cache ''` turns off the environment's).
    static func requested(
        _ arguments: ParsedArguments, _ context: CommandContext, backend: any RenderBackend, assetsDirectory: URL?
    ) -> RenderCache? {
        let path = arguments[CacheOptions.folder] ?? context.environment[CacheOptions.environmentVariable]
        guard let path, !path.isEmpty else { return nil }
        return RenderCache(
            folder: context.url(for: path), sizeLimit: arguments[CacheOptions.size],
            keys: RenderCacheKeys(backend: backend, assetsDirectory: assetsDirectory))
    }

    /// Ends the run (``finish()``) and prints its warnings on standard error.
    func finishPrintingWarnings(_ context: CommandContext) {
        for warning in finish() {
            switch warning {
            case .unwritable(let folder, let reason): context.printError(context.message("cache.unwritable", [folder, reason]))
            case .corrupt(let count, let folder): context.printError(context.message("cache.corrupt", [String(count), folder]))
            }
        }
    }

    /// The summary line: outputs taken from the cache and outputs rendered.
    func summary(_ context: CommandContext) -> String {
        let (hits, misses) = counts
        return context.message("cache.summary", [String(hits), String(misses), folder.path])
    }
}
