// `swift run demo [FOLDER]`: PNG previews of the seed READMEs' pages and stories and of the
// JSON content compiled by IntroContentPlugin, written to FOLDER (default: Previews). Fails
// when the generated content differs from its JSON (see ContentCheck).
import IntroUI
import Stories
import WelcomeSheet

// From welcome.json and tour.json, through IntroContentPlugin.
let jsonPages: [WelcomeSheetPage] = IntroContent.welcome
let tour: StoriesDocument = IntroContent.tour

let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "Previews")
let mismatches = ContentCheck.mismatches()
guard mismatches.isEmpty else {
    FileHandle.standardError.write(Data("demo: generated content differs from \(mismatches)\n".utf8))
    exit(1)
}
do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let writer = PreviewWriter(folder: folder)
    try writer.write(pages[0], on: "iphone-se", as: "seed-page")
    for (index, page) in examplePages.enumerated() {
        try writer.write(page, on: "iphone-15", colorScheme: .dark, as: "seed-example-\(index + 1)")
    }
    try writer.write(jsonPages[0], on: "ipad-mini", as: "json-welcome")

    let seedShow = try StoriesTimeline(configuration: StoriesConfiguration(stories: Stories.allCases))
    try writer.write(Stories.allCases, timeline: seedShow, at: 6.5, on: "iphone-15", as: "seed-stories-6.5s")
    try writer.write(tour.stories, timeline: tour.timeline(), at: 1, on: "iphone-15", as: "json-tour-1s")
} catch {
    FileHandle.standardError.write(Data("demo: \(error)\n".utf8))
    exit(1)
}
