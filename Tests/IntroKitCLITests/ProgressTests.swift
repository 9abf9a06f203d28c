import Foundation
import Synchronization
import Testing
@testable import IntroKitCLI

@Suite struct ProgressTests {
    final class Sink: Sendable {
        let data = Mutex(Data())
        var text: String { String(decoding: data.withLock { $0 }, as: UTF8.self) }
    }

    func context(terminal: Bool, environment: [String: String] = [:], sink: Sink) -> CommandContext {
        CommandContext(
            locale: "en", environment: environment, currentDirectory: URL(fileURLWithPath: "/"), stderrIsTerminal: terminal,
            writeOutput: { _ in }, writeError: { data in sink.data.withLock { $0.append(data) } })
    }

    @Test func drawsOnATerminalAndClearsAtTheEnd() {
        let sink = Sink()
        let bar = ProgressBar(total: 4, context: context(terminal: true, sink: sink), quiet: false)
        for index in 0..<4 { bar.advance("file-\(index).png") }
        bar.finish()
        #expect(sink.text.contains("4/4 file-3.png"))
        #expect(sink.text.hasSuffix("\r\u{1B}[2K"))
    }

    @Test(arguments: [
        (false, [String: String](), false, 4),
        (true, [:], true, 4),
        (true, ["NO_COLOR": "1"], false, 4),
        (true, ["CI": "true"], false, 4),
        (true, [:], false, 1),
    ])
    func staysSilentWhenPipedQuietCleanOrSingle(terminal: Bool, environment: [String: String], quiet: Bool, total: Int) {
        let sink = Sink()
        let bar = ProgressBar(total: total, context: context(terminal: terminal, environment: environment, sink: sink), quiet: quiet)
        bar.advance("a.png")
        bar.finish()
        #expect(sink.text.isEmpty)
    }
}
