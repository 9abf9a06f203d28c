import Foundation
import IntroCairo
import IntroKit
import IntroRender
import IntroUI
import Stories

/// The entry point of a previews build's runner (the registry calls it by this symbol): the
/// registry's entries in, every output of the matrix rendered through `ViewRenderPlan` one
/// after another into the stage folder, each reported on standard output. Arguments: the
/// spec's path, the stage folder and the first output to render (after a trap, the CLI
/// starts a new runner past the output that trapped).
@_silgen_name("introkit_previews_main")
@MainActor
public func _introkitPreviewsMain(_ entries: [_PreviewEntry]) -> Int32 {
    let arguments = CommandLine.arguments
    guard arguments.count == 4, let data = FileManager.default.contents(atPath: arguments[1]),
        let spec = try? JSONDecoder().decode(PreviewRunSpec.self, from: data), let start = Int(arguments[3])
    else {
        // `write(_:)` traps on a closed pipe; with no standard error there is no one to tell.
        try? FileHandle.standardError.write(contentsOf: Data("usage: runner SPEC.json STAGE FIRST (started by introkit previews)\n".utf8))
        return 2
    }
    CairoBackend.registerAll()
    // A still frame: a `StoriesWidget` in a preview is drawn at its first moment.
    StoriesManager.playsStill = true
    return PreviewRunner(spec: spec, stage: URL(fileURLWithPath: arguments[2])).run(entries, from: start)
}

/// Renders a registry's previews for a spec, reporting each step.
@MainActor
struct PreviewRunner {
    let spec: PreviewRunSpec
    let stage: URL

    func run(_ entries: [_PreviewEntry], from start: Int) -> Int32 {
        if let stories = spec.stories {
            return StoriesPreviewRunner(spec: spec, stories: stories, stage: stage).run(RegisteredStories.types, from: start)
        }
        let items = self.items(entries)
        let plan: ViewRenderPlan
        do throws(RenderProblem) {
            plan = try ViewRenderPlan(request(items))
        } catch {
            report(.planFailed(PreviewRunProblem(error)))
            return 0
        }
        if start == 0 { plan.refused.forEach { report(.refused(PreviewRunProblem($0))) } }
        report(.plan(plan.jobs.map { PlannedPreviewOutput(fileName: $0.fileName, preview: $0.preview) }))
        for (index, job) in plan.jobs.enumerated() where index >= start {
            report(.start(index))
            do throws(RenderProblem) {
                if spec.audits {
                    let increased = spec.increasedContrast ? try plan.audit(job, contrast: .increased).issues : []
                    try PreviewStageFiles.saveAudit(plan.audit(job), increasedContrast: increased, stage, index)
                    report(.done(index))
                    continue
                }
                let made = try plan.render(job)
                let time = spec.layoutTimingRuns > 0 ? try plan.layoutTime(job, runs: spec.layoutTimingRuns) : nil
                try PreviewStageFiles.save(made.rendered, layout: spec.layoutJSON ? made.layout : nil, layoutTime: time, stage, index)
                report(.done(index))
            } catch {
                report(.failed(index, PreviewRunProblem(error)))
            }
        }
        return 0
    }

    /// The views of every entry, numbered in their file; a provider's `previews` evaluated
    /// here (announced first, so that a trap in it is known).
    func items(_ entries: [_PreviewEntry]) -> [ViewRenderItem] {
        var items: [ViewRenderItem] = []
        var names: [PreviewNaming.Named] = []
        var counts: [String: Int] = [:]
        for (position, entry) in entries.enumerated() {
            let source = "\(entry.file):\(entry.line)"
            func add(_ name: String?, line: Int = entry.line, _ settings: PreviewSettings, _ make: @escaping @MainActor () -> AnyView) {
                let source = "\(entry.file):\(line)"
                let index = counts[entry.file, default: 0] + 1
                counts[entry.file] = index
                names.append(PreviewNaming.Named(name: name, file: entry.file, index: index))
                // The stem is chosen below, when every preview's name is known.
                items.append(ViewRenderItem(stem: "", source: source, index: index, settings: settings, make: make))
            }
            guard !spec.skippedEntries.contains(position) else { continue }
            if let symbol = entry.symbol {
                guard let registration = Self.registration(symbol) else {
                    report(.unregistered(preview: source))
                    continue
                }
                // The body is made here, as a provider's `previews` is: the modifiers at its
                // root choose the preview's scheme, device and layout.
                report(.expanding(entry: position, preview: registration.name.map { "\(source) (\($0))" } ?? source))
                let part = registration.body()
                add(registration.name, registration.settings.overridden(by: part.settings)) { part.view }
            } else if let provider = entry.provider {
                report(.expanding(entry: position, preview: source))
                for (number, part) in provider().enumerated() {
                    let line = number < entry.partLines.count ? entry.partLines[number] : entry.line
                    add(part.settings.displayName, line: line, part.settings) { part.view }
                }
            }
        }
        for (position, stem) in PreviewNaming.distinctStems(names).enumerated() { items[position].stem = stem }
        return items
    }

    /// The registration a `#Preview`'s function makes, found by its symbol.
    static func registration(_ symbol: String) -> _PreviewRegistration? {
        guard let handle = dlopen(nil, RTLD_NOW), let address = dlsym(handle, symbol) else { return nil }
        typealias Register = @convention(c) () -> UnsafeMutableRawPointer
        let register = unsafeBitCast(address, to: Register.self)
        return Unmanaged<_PreviewRegistration>.fromOpaque(register()).takeRetainedValue()
    }

    func request(_ items: [ViewRenderItem]) throws(RenderProblem) -> ViewRenderRequest {
        let devices = spec.devices.compactMap { id in DeviceCatalog.all.first { $0.id == id } }
        let backend: any RenderBackend
        do {
            backend = try BackendRegistry.shared.backend(named: spec.backend)
        } catch {
            throw .backendFailed(file: spec.backend, reason: "no backend named \(spec.backend) in the preview runtime")
        }
        var request = ViewRenderRequest(views: items, devices: devices, backend: backend)
        request.orientations = spec.orientations
        request.colorSchemes = spec.colorSchemes
        request.dynamicTypeSizes = spec.dynamicTypeSizes
        request.locales = spec.locales
        request.showsStatusBar = spec.showsStatusBar
        request.options = RenderOptions(scale: spec.scale)
        request.pixelLimit = spec.pixelLimit
        request.currentDirectory = URL(fileURLWithPath: spec.currentDirectory)
        request.refusesSameFileNames = !spec.audits
        request.accessibility = spec.accessibility
        return request
    }

    func report(_ event: PreviewRunEvent) {
        event.send()
    }
}
