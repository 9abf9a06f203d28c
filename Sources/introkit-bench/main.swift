// introkit-bench: IntroKit's performance figures. Run from a checkout, in release:
//   swift run -c release introkit-bench [--quick] [--only layout|audit|raster|stories|snapshot|encoders]
// Prints a table (median CPU time of the calling thread, after warm-up runs) and, at the
// end, one machine-readable `name: value` line per figure. docs/performance.md explains them.
// Everything runs inside functions: top-level code in main.swift crashed in release builds.
import Foundation

/// Runs every benchmark and prints the report.
func runBenchmarks(arguments: [String]) throws {
    let settings = BenchSettings(arguments: arguments)
    let sampler = Sampler(settings: settings)
    let report = Report()
    print("introkit-bench\(settings.isQuick ? " --quick" : ""): median of \(settings.runs) runs after "
        + "\(settings.warmUps) warm-up(s), thread CPU time")
    print(Report.header)
    let raster = RasterBenchmarks(sampler: sampler, report: report)
    if settings.runs("layout") { try LayoutBenchmarks(sampler: sampler, report: report).run() }
    if settings.runs("audit") { try AuditBenchmarks(sampler: sampler, report: report).run() }
    if settings.runs("raster") { try raster.run() }
    if settings.runs("stories") { try StoriesBenchmarks(sampler: sampler, report: report).run() }
    if settings.runs("snapshot") { try SnapshotBenchmarks(sampler: sampler, report: report).run() }
    if settings.only == "encoders" || (settings.only == nil && !settings.isQuick) {
        try PNGWriterBenchmarks(sampler: sampler, report: report).run(sheet: try raster.seedSheetPixels())
    }
    report.printMachineReadable()
}

/// The entry point: runs the benchmarks, or prints why they could not run.
func main() {
    do {
        try runBenchmarks(arguments: CommandLine.arguments)
    } catch {
        try? FileHandle.standardError.write(contentsOf: Data("introkit-bench: \(error)\n".utf8))
        exit(1)
    }
}

main()
