import Foundation
import Testing

@testable import IntroCommandLine

@Suite struct TerminalTextTests {
    @Test func controlsAndDirectionOverridesAreWrittenOut() {
        #expect(TerminalText.escaped("Title\u{1B}]0;owned\u{07}") == "Title\\u{1B}]0;owned\\u{7}")
        #expect(TerminalText.escaped("a\u{202E}b\u{2066}c\u{9B}") == "a\\u{202E}b\\u{2066}c\\u{9B}")
        #expect(TerminalText.escaped("two\nlines\tand tabs, ñ, 日本") == "two\nlines\tand tabs, ñ, 日本")
    }

    @Test func theMessageLanguageFollowsPOSIXOrder() {
        #expect(TerminalText.messageLanguage([:]) == "en")
        #expect(TerminalText.messageLanguage(["LANG": "es_ES.UTF-8"]) == "es-ES")
        #expect(TerminalText.messageLanguage(["LANG": "de_DE", "LC_MESSAGES": "fr_FR.UTF-8"]) == "fr-FR")
        #expect(TerminalText.messageLanguage(["LANG": "de_DE", "LC_MESSAGES": "fr", "LC_ALL": "C"]) == "en")
        #expect(TerminalText.messageLanguage(["LC_ALL": "", "LANG": "POSIX"]) == "en")
    }

    @Test func outputIsWrittenInBlocks() throws {
        final class Sink: @unchecked Sendable { var blocks: [Data] = [] }
        let sink = Sink()
        var output = BufferedOutput<Never> { sink.blocks.append($0) }
        let line = String(repeating: "x", count: 1023)
        for _ in 0..<100 { output.write(line) }
        output.writeRaw("{\"raw\": \"\\u001b\"}")
        #expect(sink.blocks.count == 1 && sink.blocks[0].count == 1 << 16, "the first 64 lines fill one block")
        output.flush()
        output.flush()
        #expect(sink.blocks.count == 2 && sink.blocks.map(\.count).reduce(0, +) == 100 * 1024 + 17)
        #expect(String(decoding: sink.blocks[1].suffix(17), as: UTF8.self) == "{\"raw\": \"\\u001b\"}")
    }

    @Test func anOptionIsReadBeforeTheCommandIsKnown() {
        let locale = Option(repeatable: "locale", .list("CODE"), default: [], shown: .none, help: "Language")
        let strings = Option("strings", ValueParser<String>.string("PATH").optional, default: nil, help: "Strings")
        let arguments = ["render", "--locale", "de, ja", "--locale=", "--strings=x", "--locale=fr", "--locale"]
        #expect(ParsedArguments.scan(locale, in: arguments) == ["de", "ja", "fr"])
        #expect(ParsedArguments.mentions(strings, in: arguments) && !ParsedArguments.mentions(strings, in: ["--stringsfile"]))
    }
}
