import Foundation

extension Diffing where Format == String {
    /// Text stored as UTF-8; a difference is shown as a unified diff of the lines
    /// (`-` reference, `+` actual), at most `maximumLines` lines of it.
    public static func lines(maximumLines: Int = 200) -> Diffing<String> {
        Diffing(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { reference, actual in
                guard reference != actual else { return nil }
                let diff = LineDiff(old: reference, new: actual)
                    .unified(oldName: "reference", newName: "actual", maximumLines: maximumLines)
                return DiffFailure(message: diff, artifacts: [])
            })
    }
}
