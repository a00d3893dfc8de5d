import HeadlessUI

/// The `<testsuite>` elements of one JUnit report, read and checked, with the bytes they
/// were read from so they can be copied as written.
struct JUnitSuites: Sendable {
    /// Where the report came from, as messages name it.
    let source: String
    /// The report's bytes.
    let bytes: [UInt8]
    /// Its `<testsuite>` elements, in order.
    let suites: [JUnitXMLElement]

    /// Reads a JUnit report: a `<testsuites>` root holding `<testsuite>` elements, or a lone
    /// `<testsuite>`, as JUnit's writers (ours, Maestro's, Gradle's, pytest's) produce.
    ///
    /// - Throws: `FlowFileUsageError` naming `source` when the bytes are not well-formed XML or its
    ///   root is another element.
    init(_ bytes: [UInt8], source: String) throws(FlowFileUsageError) {
        let root: JUnitXMLElement
        do {
            root = try JUnitXMLReader.read(bytes)
        } catch {
            throw FlowFileUsageError("'\(source)' is not a JUnit report: \(error.description)")
        }
        switch root.name {
        case "testsuites":
            suites = root.children(named: "testsuite")
        case "testsuite":
            suites = [root]
        default:
            throw FlowFileUsageError(
                "'\(source)' is not a JUnit report: its root element is <\(QuotedText.abbreviated(root.name))>, expected <testsuites> or "
                    + "<testsuite>")
        }
        self.source = source
        self.bytes = bytes
    }

    /// A report with no suites, standing for `source`.
    init(noSuitesFrom source: String) {
        self.source = source
        self.bytes = []
        self.suites = []
    }

    /// Every test case of every suite.
    var testCases: [JUnitXMLElement] { suites.flatMap { $0.children(named: "testcase") } }

    /// How many test cases there are.
    var tests: Int { testCases.count }

    /// How many test cases failed or ended in an error.
    var failures: Int {
        testCases.filter { !$0.children(named: "failure").isEmpty || !$0.children(named: "error").isEmpty }.count
    }

    /// How many test cases were skipped.
    var skipped: Int { testCases.filter { !$0.children(named: "skipped").isEmpty }.count }

    /// The suites' `time` attributes added up, in seconds; a missing or unreadable one counts 0,
    /// and so does one that is no duration (negative, `nan`, `inf`, beyond a `Double`).
    var seconds: Double {
        suites.reduce(0) { total, suite in
            guard let seconds = DecimalNumber(suite.attributes["time"] ?? "")?.double, seconds >= 0 else {
                return total
            }
            return total + seconds
        }
    }

    /// The text of `suite` as written, with `device="label"` added to its start tag when a label
    /// is given (Maestro names each shard's suite by its device that way) and the suite has no
    /// `device` of its own: a second one would make the element no XML.
    func text(of suite: JUnitXMLElement, device label: String?) -> String {
        guard let label, suite.attributes["device"] == nil else {
            return String(decoding: bytes[suite.range], as: UTF8.self)
        }
        return String(decoding: bytes[suite.range.lowerBound..<suite.nameEnd], as: UTF8.self)
            + " device=\"\(JUnitReport.escape(label))\""
            + String(decoding: bytes[suite.nameEnd..<suite.range.upperBound], as: UTF8.self)
    }
}
