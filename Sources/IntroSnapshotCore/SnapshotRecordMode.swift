import Foundation

/// When a snapshot assertion writes its reference file instead of only comparing.
///
/// The mode comes from, in order: the assertion's `record:` argument, the
/// `.snapshots(record:)` trait of the test or suite (Swift Testing), the environment
/// variable `INTROKIT_RECORD` (`all`, `missing`, `failed` or `never`), and otherwise
/// `missing` — or `never` when `CI=true`, so that a retried CI run cannot pass by recording.
/// Recording always fails the assertion: a new reference has not been compared with anything.
public enum SnapshotRecordMode: String, CaseIterable, Hashable, Sendable {
    /// Write every reference, replacing existing ones.
    case all
    /// Write references that do not exist yet; compare the others.
    case missing
    /// Compare, and replace the references that do not match.
    case failed
    /// Only compare; a missing reference fails.
    case never

    /// The mode set by the `.snapshots(record:)` trait around the running test.
    @TaskLocal public static var current: SnapshotRecordMode?

    /// The environment variable read when neither an argument nor a trait sets a mode.
    public static let environmentVariable = "INTROKIT_RECORD"
}

/// A record mode and where it came from, for messages.
struct ResolvedRecordMode: Hashable, Sendable {
    var mode: SnapshotRecordMode
    /// `argument`, `trait`, `INTROKIT_RECORD`, `CI=true` or `default`.
    var source: String

    /// The mode in force: the argument, else the trait, else `INTROKIT_RECORD`, else the
    /// default for the machine. An unknown `INTROKIT_RECORD` value is an error message.
    static func resolve(
        argument: SnapshotRecordMode?, trait: SnapshotRecordMode? = SnapshotRecordMode.current,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Result<ResolvedRecordMode, SnapshotSetupError> {
        if let argument { return .success(ResolvedRecordMode(mode: argument, source: "argument")) }
        if let trait { return .success(ResolvedRecordMode(mode: trait, source: "trait")) }
        let variable = SnapshotRecordMode.environmentVariable
        if let value = environment[variable], !value.isEmpty {
            guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
                return .failure(.unknownRecordMode(value))
            }
            return .success(ResolvedRecordMode(mode: mode, source: variable))
        }
        if environment["CI"]?.lowercased() == "true" {
            return .success(ResolvedRecordMode(mode: .never, source: "CI=true"))
        }
        return .success(ResolvedRecordMode(mode: .missing, source: "default"))
    }
}

/// A snapshot assertion that could not run as configured.
enum SnapshotSetupError: Error, Hashable, Sendable {
    /// `INTROKIT_RECORD` holds something other than a mode.
    case unknownRecordMode(String)

    var message: String {
        switch self {
        case .unknownRecordMode(let value):
            let modes = SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
            return "\(SnapshotRecordMode.environmentVariable)=\(value) is not a record mode; use one of \(modes)."
        }
    }
}
