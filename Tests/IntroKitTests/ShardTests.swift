import IntroKit
import Testing

/// `--shard auto`: a job's part of the matrix read from the variables of each CI.
@Suite struct ShardTests {
    @Test func eachCIsVariablesNameThePart() throws {
        for (environment, expected) in [
            (["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "4"], Shard(index: 2, count: 4)),
            (["BUILDKITE_PARALLEL_JOB": "0", "BUILDKITE_PARALLEL_JOB_COUNT": "3"], Shard(index: 1, count: 3)),
            (["CIRCLE_NODE_INDEX": "3", "CIRCLE_NODE_TOTAL": "4"], Shard(index: 4, count: 4)),
            ([:], Shard.all),
        ] {
            #expect(try Shard.fromEnvironment(environment) == expected, "\(environment)")
        }
    }

    @Test func aBadVariableIsAValueNamingIt() {
        #expect(throws: ShardEnvironmentError.badIndex(variable: "CI_NODE_INDEX", value: "0", valid: 1...4, countVariable: "CI_NODE_TOTAL", count: 4)) {
            try Shard.fromEnvironment(["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "4"])
        }
        #expect(throws: ShardEnvironmentError.badCount(variable: "CIRCLE_NODE_TOTAL", value: "none")) {
            try Shard.fromEnvironment(["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "none"])
        }
    }
}
