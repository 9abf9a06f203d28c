import Foundation
import Testing

/// The Dynamic Type axis: `--dynamic-type` groups and lists in `render sheet`, and
/// `lint --dynamic-type all` reporting the smallest size at which a text goes wrong.
@Suite struct DynamicTypeCLITests {
    static let sheet = IntroKitProcess.samples.appendingPathComponent("WelcomeSheet/welcome-sheet.json").path

    let cli: CLIHarness
    init() throws { cli = try CLIHarness() }

    func sizes(rendering value: [String], to folder: String) throws -> [String] {
        let arguments = ["render", "sheet", Self.sheet, "--device", "iphone-se", "--backend", "text", "-q", "-o", folder]
        #expect(cli.run(arguments + value.flatMap { ["--dynamic-type", $0] }) == 0, "\(cli.stderrText)")
        let data = try cli.contents(folder + "/introkit-manifest.json")
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try #require(manifest["entries"] as? [[String: Any]])
        return entries.compactMap { $0["dynamicType"] as? String }.sorted()
    }

    @Test func groupsAndListsRenderEverySizeOnceWithItsName() throws {
        let standard = ["large", "medium", "small", "xLarge", "xSmall", "xxLarge", "xxxLarge"]
        let accessibility = (1...5).map { "accessibility\($0)" }
        #expect(try sizes(rendering: ["standard"], to: "standard") == standard)
        #expect(try sizes(rendering: ["accessibility"], to: "ax") == accessibility)
        #expect(try sizes(rendering: ["all"], to: "all").count == 12)
        #expect(try sizes(rendering: ["xSmall,AX1", "ax1"], to: "list") == ["accessibility1", "xSmall"])
        #expect(try cli.files(in: "list") == [
            "welcome-sheet-iphone-se-portrait-light-accessibility1-p1.txt", "welcome-sheet-iphone-se-portrait-light-xSmall-p1.txt",
        ])
        // The default size keeps the names of one-size runs.
        #expect(try sizes(rendering: [], to: "default") == ["large"])
        #expect(try cli.files(in: "default") == ["welcome-sheet-iphone-se-portrait-light-p1.txt"])
        #expect(cli.run(["render", "sheet", Self.sheet, "--dynamic-type", "huge"]) == 2)
        #expect(cli.stderrText.contains("accessibility") && cli.stderrText.contains("standard"))
    }

    /// One finding per element and device at the smallest size that has it: the size just
    /// below it has no such finding, and the size itself has.
    @Test func lintSaysTheSmallestSizeAtWhichATextGoesWrong() throws {
        func findings(_ sizes: String) throws -> [[String: Any]] {
            _ = cli.run(["lint", Self.sheet, "--device", "iphone-se", "--device", "ipad-pro-12.9", "--orientation", "portrait",
                         "--color-scheme", "light", "--dynamic-type", sizes, "--json"])
            let all = try #require(try JSONSerialization.jsonObject(with: Data(cli.stdoutText.utf8)) as? [[String: Any]])
            return all.filter { $0["device"] != nil }
        }
        let axis = try findings("all")
        #expect(!axis.isEmpty, "the sample overflows at accessibility sizes")
        let keys = axis.map { "\($0["code"] ?? "") \($0["element"] ?? "") \($0["device"] ?? "")" }
        #expect(keys.count == Set(keys).count, "one finding per text per device")
        let order = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge"] + (1...5).map { "accessibility\($0)" }
        for finding in axis {
            let size = try #require(finding["dynamicType"] as? String)
            let index = try #require(order.firstIndex(of: size))
            let same = { (other: [String: Any]) in
                other["code"] as? String == finding["code"] as? String && other["element"] as? String == finding["element"] as? String
                    && other["device"] as? String == finding["device"] as? String
            }
            #expect(try findings(size).contains(where: same), "\(finding)")
            if index > 0 { #expect(try !findings(order[index - 1]).contains(where: same), "\(finding)") }
        }
        #expect(cli.run(["lint", Self.sheet, "--device", "iphone-se", "--dynamic-type", "all"]) == 1)
        #expect(cli.stdout.contains { $0.contains("· from accessibility") }, "\(cli.stdoutText)")
    }
}
