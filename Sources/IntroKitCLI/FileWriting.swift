import IntroSystem

// The CLI writes through IntroSystem's one atomic writer, with its own error type.

/// IntroSystem's atomic writer, throwing ``CLIError``.
typealias AtomicFile = IntroSystem.AtomicFile<CLIError>
/// IntroSystem's all-or-nothing set of files, throwing ``CLIError``.
typealias OutputTransaction = IntroSystem.OutputTransaction<CLIError>
/// A file being staged, throwing ``CLIError``.
typealias StagedFile = IntroSystem.StagedFile<CLIError>

extension CLIError: FileWriteFailure {
    /// A file that could not be written: ``io(path:reason:)``.
    public static func fileWrite(_ error: FileWriteError) -> CLIError {
        .io(path: error.path, reason: error.reason)
    }
}
