import IntroJSON
import IntroRender

/// The ceiling of every whole-number limit flag: a larger value is a usage error, so no value
/// overflows a computation (`limit + 1`) or asks for more memory than a machine has.
/// docs/limits.md lists each with its flag and default.
enum Ceiling {
    /// `--max-input-bytes`: 1 GiB (the file is held in memory).
    static let inputBytes = 1 << 30
    /// `--max-depth`: 1,000,000 levels (the parser keeps one frame a level; values are freed
    /// without recursion at any depth).
    static let depth = 1_000_000
    /// `--max-text-length`: the largest input.
    static let textLength = inputBytes
    /// `--max-pixels`: 250 MP (1 GB of RGBA).
    static let pixels = 250_000_000
    /// `--max-frames`: 1,000,000 (an entry each in memory, a file each on disk).
    static let frames = 1_000_000
    /// `--max-events`: 1,000,000 (about 50 MB of log in memory).
    static let events = 1_000_000
    /// `--jobs`: 256 workers (each holds one output in memory).
    static let jobs = 256
    /// `--read-timeout`: a day, in seconds.
    static let readTimeout = 86_400
    /// `--max-asset-bytes`: 16 MiB (librsvg needs about 45 bytes of memory a byte of SVG).
    static let assetBytes = AssetLimits.maximumBytes
}
