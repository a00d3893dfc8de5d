import Foundation
import Testing

@testable import FlowRunner

/// Each Maestro command, parsed and run against the fake app.
@MainActor @Suite struct MaestroCommandTests {
    private let header = "appId: com.example\n---\n- launchApp\n"

    private func run(_ commands: String, host: FakeFlowHost = FakeFlowHost()) throws -> FlowFileResult {
        try runFlow(header + commands, host: host)
    }

    @Test func everyCommandReadsInItsShortAndLongForm() throws {
        let source = """
            appId: com.example
            name: All
            tags: [smoke]
            jsEngine: graaljs
            androidWebViewHierarchy: devtools
            onFlowStart:
              - evalScript: ${output.started = true}
            onFlowComplete:
              commands:
                - evalScript: ${output.done = true}
            ---
            - launchApp: {clearState: true, clearKeychain: true, stopApp: false, permissions: {all: deny}}
            - stopApp
            - killApp: com.example
            - clearKeychain
            - doubleTapOn: Log in
            - longPressOn: {id: welcome.login, label: Hold}
            - inputRandomText: {length: 4}
            - inputRandomNumber
            - inputRandomEmail
            - inputRandomPersonName
            - pressKey: Enter
            - hide keyboard
            - copyTextFrom: {id: welcome.title}
            - pasteText
            - action: back
            - swipe: {start: "90%, 50%", end: "10%, 50%", duration: 300}
            - swipe: {direction: UP, from: {id: welcome.title}}
            - scrollUntilVisible: {element: {text: Terms}, direction: DOWN, timeout: 1000, speed: 40}
            - extendedWaitUntil: {visible: Welcome, timeout: 5000}
            - waitForAnimationToEnd: {timeout: 100}
            - assertTrue: ${1 < 2}
            - assertTrue: {condition: "${output.started}", label: Started}
            - evalScript: {script: "${output.x = 1}", optional: true}
            - runScript: {file: setup.js, env: {A: "1"}, when: {platform: iOS}}
            - runFlow: {when: {visible: Welcome, true: "${1 == 1}"}, commands: [back]}
            - repeat: {while: {notVisible: Home}, times: 2, commands: [scroll]}
            - retry: {maxRetries: 2, commands: [scroll]}
            - openLink: {link: "example://home", autoVerify: true, browser: false}
            - takeScreenshot: {path: shot}
            - addMedia: [a.png]
            - setLocation: {latitude: 1.5, longitude: 2}
            - travel: {points: ["0.0, 0.0", "1.0, 1.0"], speed: 100}
            - startRecording: clip
            - stopRecording
            - setAirplaneMode: enabled
            - toggleAirplaneMode
            - assertWithAI: a login button is visible
            - assertNoDefectsWithAI
            - extractTextWithAI: {query: the title, outputVariable: title}
            """
        let flow = try FlowFileParser.parse(source, file: "all.yaml")
        #expect(flow.steps.count == 39)
        #expect(flow.config.onFlowStart.count == 1)
        #expect(flow.config.onFlowComplete.count == 1)
        #expect(flow.config.jsEngine == "graaljs")
        #expect(flow.config.otherKeys == ["androidWebViewHierarchy": "devtools"])
        #expect(flow.steps[5].label == "Hold")
        #expect(flow.steps[22].isOptional)
    }

    @Test func maestroFilenameNamesTheFlowFile() throws {
        let result = try run("- assertTrue: ${MAESTRO_FILENAME == 'test'}\n")
        #expect(result.passed, "\(result.log)")
    }

    @Test func labelsReplaceTheDescriptionInTheLog() throws {
        let result = try run("- tapOn: {text: Log in, label: Open the log-in form}\n")
        #expect(result.log.last == "COMPLETED Open the log-in form")
    }

    @Test func anOptionalStepThatFailsIsSkippedAndTheFlowGoesOn() throws {
        let result = try run("- assertTrue: {condition: '${1 > 2}', optional: true}\n- assertVisible: Welcome\n")
        #expect(result.passed)
        #expect(result.log[1].hasPrefix("SKIPPED   Assert that ${1 > 2} is true (optional: Assertion is false"))
    }

    @Test func deviceOnlyCommandsAreReportedAsNotApplicableNotPassed() throws {
        let result = try run("- setLocation: {latitude: 1, longitude: 2}\n- addMedia: [a.png]\n")
        #expect(result.passed)
        #expect(result.notApplicableSteps == ["setLocation 1, 2", "addMedia a.png"])
        #expect(result.log[1] == "NOT APPLICABLE setLocation 1, 2 (setLocation needs a real device)")
    }

    @Test func deviceKeysAreNotApplicableAndUnknownKeysFail() throws {
        let result = try run("- pressKey: Home\n- pressKey: Enter\n")
        #expect(result.passed)
        #expect(result.notApplicableSteps == ["Press Home key"])
        #expect(try run("- pressKey: Hyper\n").failure?.message == "Unknown key 'Hyper'")
    }

    @Test func waitsCheckNowAndFailWithTheTimeout() throws {
        #expect(try run("- extendedWaitUntil: {visible: Welcome, timeout: 100}\n").passed)
        let result = try run("- extendedWaitUntil: {visible: Home, timeout: 100}\n")
        #expect(result.failure?.message == "Element not visible within 100 ms: \"Home\"")
        let gone = try run("- extendedWaitUntil: {notVisible: Welcome}\n")
        #expect(gone.failure?.message == "Element still visible: \"Welcome\"")
    }

    @Test func aWaitAcceptsAnHourAndRefusesMoreOrANegativeOrAWordBeforeWaiting() throws {
        #expect(try run("- extendedWaitUntil: {visible: Welcome, timeout: 3600000}\n").passed)
        #expect(try run("- extendedWaitUntil: {visible: Welcome, timeout: 0}\n").passed)
        for timeout in ["3600001", "-1", "soon", "99999999999999999999"] {
            let wait = try run("- extendedWaitUntil: {visible: Welcome, timeout: \(timeout)}\n")
            #expect(wait.failure?.message == "timeout: expected milliseconds from 0 to 3600000, found '\(timeout)'")
            let scroll = try run("- scrollUntilVisible: {element: {id: welcome.sheet}, timeout: \(timeout)}\n")
            #expect(scroll.failure?.message == "timeout: expected milliseconds from 0 to 3600000, found '\(timeout)'")
        }
        let host = FakeFlowHost()
        let expanded = try run(
            "- evalScript: ${output.wait = 3600000 + 1}\n- extendedWaitUntil: {visible: Welcome, timeout: ${output.wait}}\n",
            host: host)
        #expect(expanded.failure?.message == "timeout: expected milliseconds from 0 to 3600000, found '3600001'")
    }

    @Test func scrollUntilVisibleFindsWhatIsThereAndFailsOtherwise() throws {
        #expect(try run("- scrollUntilVisible: {element: {id: welcome.sheet}}\n").passed)
        let result = try run("- scrollUntilVisible: {element: Nowhere, timeout: 20}\n")
        #expect(result.failure?.message == "Element not found within 20 ms: Text matching regex: Nowhere")
    }

    @Test func runFlowWhenRunsOnlyWhenTheConditionHolds() throws {
        let result = try run(
            """
            - runFlow: {when: {visible: Home}, commands: [{tapOn: Nowhere}]}
            - runFlow: {when: {platform: Android}, commands: [{tapOn: Nowhere}]}
            - runFlow: {when: {true: "${1 == 1}"}, commands: [{tapOn: Log in}]}
            - assertVisible: Sign in
            """)
        #expect(result.passed)
        #expect(result.log[1].hasPrefix("SKIPPED   Run flow (inline commands) when"))
    }

    @Test func repeatWhileStopsWhenTheConditionTurnsFalse() throws {
        let result = try run(
            """
            - evalScript: ${output.n = 0}
            - repeat:
                while:
                  true: ${output.n < 3}
                commands:
                  - evalScript: ${output.n = output.n + 1}
            - assertTrue: ${output.n == 3}
            """)
        #expect(result.passed)
    }

    @Test func repeatTimesMayBeAnExpression() throws {
        let result = try run(
            """
            - evalScript: ${output.list = [1, 2, 3]}
            - evalScript: ${output.count = 0}
            - repeat: {times: "${output.list.length}", commands: [{evalScript: "${output.count = output.count + 1}"}]}
            - assertTrue: ${output.count === 3}
            """)
        #expect(result.passed)
    }

    @Test func retryRunsAgainUntilTheCommandsPass() throws {
        let result = try run(
            """
            - evalScript: ${output.tries = 0}
            - retry:
                maxRetries: 3
                commands:
                  - evalScript: ${output.tries = output.tries + 1}
                  - assertTrue: ${output.tries >= 3}
            """)
        #expect(result.passed)
        let failing = try run("- retry: {maxRetries: 1, commands: [{assertVisible: Nowhere}]}\n")
        #expect(failing.failure?.message == "Assertion is false: \"Nowhere\" is visible")
    }

    @Test func copyTextFromAndPasteTextMoveText() throws {
        let result = try run(
            """
            - copyTextFrom: {id: welcome.title}
            - assertTrue: ${maestro.copiedText == 'Welcome'}
            - tapOn: Log in
            - tapOn: {id: login.email}
            - pasteText
            - assertVisible: Welcome
            """)
        #expect(result.passed)
    }

    @Test func relativeAndStateSelectorsUseReadingOrderAndNodeState() throws {
        let result = try run(
            """
            - assertVisible: {id: welcome.register, below: {id: welcome.login}, enabled: false}
            - assertVisible: {id: welcome.login, above: Create account}
            - assertNotVisible: {id: welcome.login, below: Create account}
            - assertVisible: {id: welcome.title, childOf: {containsChild: {id: welcome.login}}}
            - assertNotVisible: {id: welcome.title, childOf: {id: welcome.login}}
            - assertVisible: {containsChild: {id: welcome.title}}
            - assertVisible: {containsDescendants: [{id: welcome.title}, {id: welcome.login}]}
            - assertVisible: {text: Log in, focused: false, selected: false, checked: false}
            """)
        #expect(result.passed, "\(result.log)")
    }

    @Test func expressionsFillCommandTexts() throws {
        let result = try run(
            """
            - evalScript: ${output.target = 'Log ' + 'in'}
            - tapOn: ${output.target}
            - tapOn: {id: login.email}
            - inputText: ${`user${1 + 1}@example.com`}
            - assertVisible: user2@example.com
            """)
        #expect(result.passed, "\(result.log)")
    }

    @Test func theHooksRunAroundTheFlowEvenWhenItFails() throws {
        let result = try runFlow(
            """
            appId: com.example
            onFlowStart:
              - launchApp
            onFlowComplete:
              - evalScript: ${output.cleaned = true}
            ---
            - assertVisible: Nowhere
            """)
        #expect(result.failure?.message == "Assertion is false: \"Nowhere\" is visible")
        #expect(result.log.last == "COMPLETED Run ${output.cleaned = true}")
    }

    @Test func runScriptRunsAFileOfTheSubset() throws {
        let folder = try makeTemporaryFolder()
        try write(
            [
                "flow.yaml": header
                    + "- runScript: {file: set.js, env: {NAME: Ada}}\n- assertTrue: ${output.greeting == 'Hi Ada'}\n",
                "set.js": "output.greeting = 'Hi ' + NAME\n",
            ],
            into: folder)
        let flow = try FlowFileLoader().load(folder + "/flow.yaml")
        #expect(FlowFileRunner(host: FakeFlowHost()).run(flow).passed)
    }

    @Test func malformedCommandsAreAllReportedWithTheirPlaces() {
        do {
            _ = try FlowFileParser.parse(header + "- tapOn\n- swipe: {direction: NORTH}\n- bogus\n", file: "f.yaml")
            Issue.record("expected errors")
        } catch {
            #expect(error.all.map(\.location.line) == [4, 5, 6])
            #expect(error.description.split(separator: "\n").count == 3)
        }
    }

    @Test func blockScalarsAndMultiLineFlowCollectionsRead() throws {
        let flow = try FlowFileParser.parse(
            """
            appId: com.example
            env:
              LITERAL: |
                one
                two
              FOLDED: >-
                one
                two
            ---
            - tapOn: {
                id: welcome.login,
                index: 0 }
            """, file: "f.yaml")
        #expect(flow.config.env["LITERAL"] == "one\ntwo\n")
        #expect(flow.config.env["FOLDED"] == "one two")
        #expect(flow.steps.count == 1)
    }

    @Test func maestroRefusalsAreRefused() {
        let refused = [
            "appId: a\n---\n- launchApp:\n",
            "name: no app\n---\n- launchApp\n",
            "---\n- launchApp\n",
            "appId: a\n---\nlaunchApp\n",
            "appId: a\n---\n- tapOn\n",
        ]
        for source in refused {
            #expect(throws: FlowFileSyntaxError.self, "\(source)") { try FlowFileParser.parse(source, file: "f.yaml") }
        }
    }
}

@MainActor @Suite struct FlowYAMLAnchorTests {
    @Test func anchorsAndAliasesRepeatValues() throws {
        let flow = try FlowFileParser.parse(
            """
            appId: com.example
            env:
              FIRST: &name Ada
              SECOND: *name
            ---
            - tapOn: &login
                id: welcome.login
            - back
            - tapOn: *login
            """, file: "f.yaml")
        #expect(flow.config.env["SECOND"] == "Ada")
        guard case let .tapOn(selector) = flow.steps[2].command else {
            Issue.record("expected tapOn")
            return
        }
        #expect(selector.id == "welcome.login")
    }

    @Test func anUnknownAliasAndRunawayAliasesAreRefused() {
        #expect(throws: FlowFileSyntaxError.self) {
            try FlowFileParser.parse("appId: a\nenv:\n  B: *nowhere\n---\n- back\n", file: "f.yaml")
        }
        // Each level doubles the one before: 2^30 values if aliases were copied without a bound.
        var source = "appId: a\nenv:\n  L0: &l0\n    - x\n    - x\n"
        for level in 1...30 {
            source += "  L\(level): &l\(level)\n    - *l\(level - 1)\n    - *l\(level - 1)\n"
        }
        source += "---\n- back\n"
        do {
            _ = try FlowFileParser.parse(source, file: "f.yaml")
            Issue.record("expected the aliases to be refused")
        } catch {
            #expect(error.message.contains("aliases copy more than"))
        }
    }
}
