// Compiled into IntroPreviews and into the macro plugin (Sources/IntroPreviewMacros):
// plain Swift, no imports.

/// The C symbol a `#Preview`'s registration function has: `introkit_preview_` and the
/// FNV-1a hash (64 bits, hex) of `<file name>:<line>` — a module cannot hold two files of
/// one name, so the pair is unique in it.
enum PreviewSymbol {
    /// The symbol of the `#Preview` at `line` of the file named `fileName` (no folder).
    static func name(fileName: String, line: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(fileName):\(line)".utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return "introkit_preview_" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}
