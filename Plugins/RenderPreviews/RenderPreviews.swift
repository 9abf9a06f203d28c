import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory render-previews [options] [inputs…]`:
/// renders Welcome Sheet and Stories JSON files (default: all of `Samples/`) and the SwiftUI
/// previews of the targets named with `--target` into `Previews/` with `introkit` (see
/// ``PreviewPlan`` for the arguments). For `--target` it first builds IntroKit's preview
/// runtime in the package's build, which `introkit previews` compiles the previews against.
///
/// `introkit`'s error lines become plugin diagnostics at the file and line they name; any
/// failure makes the command fail.
@main
struct RenderPreviews: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let targets = Dictionary(
            context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.map { ($0.name, $0.directoryURL) },
            uniquingKeysWith: { first, _ in first })
        let plan = PreviewPlan(arguments: arguments, packageDirectory: context.package.directoryURL, targets: targets)
        guard plan.unknownTargets.isEmpty else {
            for name in plan.unknownTargets {
                Diagnostics.error("render-previews: the package has no target named '\(name)' (its targets: \(targets.keys.sorted().joined(separator: ", ")))")
            }
            throw RenderPreviewsError.unknownTargets(plan.unknownTargets.count)
        }
        let introkit = try context.tool(named: "introkit").url
        let environment = plan.swiftTargets.isEmpty ? [:] : try Self.previewRuntimeEnvironment(packageManager)
        var failures = 0
        for job in plan.jobs {
            let result = try IntroKitRun(executable: introkit, arguments: job.arguments, environment: environment)
            result.diagnosticLines.forEach(Self.report)
            if result.status == 0 {
                print("render-previews: \(job.title) → \(plan.output.path)")
            } else {
                failures += 1
                Diagnostics.error("render-previews: introkit failed on \(job.title) (exit status \(result.status))")
            }
        }
        if failures > 0 { throw RenderPreviewsError.failedRuns(failures) }
    }

    /// Builds IntroKit's preview runtime library (the product `introkit previews` links a
    /// target's previews to) in the package's own build, and returns the environment that
    /// points `introkit` at that build (`INTROKIT_BUILD_DIR`).
    static func previewRuntimeEnvironment(_ packageManager: PackageManager) throws -> [String: String] {
        let product = "IntroKitPreviewRuntime"
        let result = try packageManager.build(.product(product), parameters: .init(configuration: .debug))
        guard result.succeeded,
            let library = result.builtArtifacts.first(where: { $0.kind == .dynamicLibrary && $0.url.lastPathComponent.contains(product) })
        else {
            result.logText.split(separator: "\n").filter { $0.contains("error:") }.forEach { report(String($0)) }
            throw RenderPreviewsError.runtimeBuildFailed
        }
        return ["INTROKIT_BUILD_DIR": library.url.deletingLastPathComponent().path]
    }

    /// Reports one line of `introkit`'s standard error as a diagnostic, at the file and line
    /// it names (`file:line:column: error: …`) when it names one.
    static func report(_ line: String) {
        let location = IntroKitRun.location(of: line)
        let isWarning = line.contains(": warning: ") || line.hasPrefix("warning: ")
        let message = location?.message ?? line.replacingOccurrences(
            of: #"^(warning|error): "#, with: "", options: .regularExpression)
        if isWarning {
            Diagnostics.warning(message, file: location?.file, line: location?.line)
        } else {
            Diagnostics.error(message, file: location?.file, line: location?.line)
        }
    }
}

/// Why `render-previews` failed: the diagnostics above say what.
enum RenderPreviewsError: Error, CustomStringConvertible {
    /// This many `--target` names are not targets of the package (nothing was run).
    case unknownTargets(Int)
    /// Building IntroKit's preview runtime failed (nothing was run).
    case runtimeBuildFailed
    /// This many `introkit` runs failed.
    case failedRuns(Int)

    var description: String {
        switch self {
        case .unknownTargets(let count): "render-previews: \(count) unknown target(s); nothing was rendered"
        case .runtimeBuildFailed:
            "render-previews: building IntroKit's preview runtime (IntroKitPreviewRuntime) failed; see the errors above"
        case .failedRuns(let count): "render-previews: \(count) introkit run(s) failed; see the errors above"
        }
    }
}

/// One finished run of `introkit`: its exit status and the lines it wrote to standard error.
struct IntroKitRun {
    /// The exit status.
    let status: Int32
    /// The non-empty lines of standard error.
    let diagnosticLines: [String]

    /// Runs `introkit` to the end, with the plugin's environment and `environment` over it;
    /// standard output goes to the plugin's.
    init(executable: URL, arguments: [String], environment: [String: String] = [:]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        diagnosticLines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The file, line and message of a `file:line:column: severity: message` line.
    static func location(of line: String) -> (file: String, line: Int, message: String)? {
        let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
        guard parts.count == 5, let number = Int(parts[1]), Int(parts[2]) != nil else { return nil }
        let message = parts[4].trimmingCharacters(in: .whitespaces)
        return (String(parts[0]), number, message)
    }
}
