import Foundation
import PackagePlugin

/// A build-tool plugin: the JSON files of a target (Welcome Sheet pages, Stories
/// documents) are validated at build time and compiled into `enum IntroContent`, one typed
/// `static let` per file.
///
/// A file whose top level is an object is a Stories document (`StoriesDocument`); any other
/// is Welcome Sheet pages (`[WelcomeSheetPage]`). `welcome.json` becomes
/// `IntroContent.welcome`, `onboarding-es.json` `IntroContent.onboardingEs`. JSON files the
/// target declares as resources are left alone. A content error fails the build with a
/// `file:line:column: error: …` diagnostic. The target must depend on `WelcomeSheet` (for
/// pages), `Stories` (for stories) and `IntroUI`.
@main
struct IntroContentPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let inputs = module.sourceFiles
            .filter { $0.url.pathExtension.lowercased() == "json" && $0.type != .resource }
            .map(\.url)
            .sorted { $0.path < $1.path }
        guard !inputs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("IntroContent.swift")
        return [
            .buildCommand(
                displayName: "Compiling IntroKit content of \(target.name) (\(inputs.count) JSON file(s))",
                executable: try context.tool(named: "introkit-content").url,
                arguments: ["--output", output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
