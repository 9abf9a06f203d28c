import IntroSystem

// The CLI writes through IntroSystem's one atomic writer, with its own error type.

/// IntroSystem's atomic writer, throwing ``CLIError``.
typealias AtomicFile = IntroSystem.AtomicFile<CLIError>
/// IntroSystem's all-or-nothing set of files, throwing ``CLIError``.
typealias OutputTransaction = IntroSystem.OutputTransaction<CLIError>
/// A file being staged, throwing ``CLIError``.
typealias StagedFile = IntroSystem.StagedFile<CLIError>

extension CLIError: FileWriteFailure {
    /// A file that could not be written: ``io(path:reason:)`` with the system's reason, or
    /// the writer's own refusal in the CLI's words.
    public static func fileWrite(_ error: FileWriteError) -> CLIError {
        switch error.refusal {
        case nil: .io(path: error.path, reason: error.reason)
        case .socketOutput: .localizedIO(path: error.path, key: "io.socketOutput", phrases: [])
        case .notAFolder(let kind): .localizedIO(path: error.path, key: "io.notFolder", phrases: [kind.messageKey])
        }
    }
}
