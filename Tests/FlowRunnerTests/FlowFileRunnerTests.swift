import Foundation
import HeadlessUI
import Testing

@testable import FlowRunner

@MainActor @Suite struct FlowFileRunnerTests {
    private let login = """
        appId: com.example
        env:
          EMAIL: ada@example.com
        ---
        - launchApp
        - tapOn: "Log in"
        - tapOn: {id: "login.email"}
        - inputText: ${EMAIL}
        - tapOn: Sign in
        - assertVisible: Home
        """

    @Test func aPassingFlowLogsEveryStepAsCompleted() throws {
        let result = try runFlow(login)
        #expect(result.passed)
        #expect(
            result.log == [
                "COMPLETED Launch app",
                "COMPLETED Tap on \"Log in\"",
                "COMPLETED Tap on id: login.email",
                "COMPLETED Input text ada@example.com",
                "COMPLETED Tap on \"Sign in\"",
                "COMPLETED Assert that \"Home\" is visible",
            ]
        )
        #expect(result.executedSteps == 6)
    }

    @Test func aMissingElementFailsWithMaestrosMessageAndSkipsTheRest() throws {
        let result = try runFlow("- launchApp\n- tapOn: {id: login.email}\n- back\n")
        #expect(result.failure?.message == "Element not found: Id matching regex: login.email")
        #expect(result.log == ["COMPLETED Launch app", "FAILED    Tap on id: login.email", "SKIPPED   Press back"])
    }

    @Test func aFailureCarriesTheScreenTheTreeAndThePlace() throws {
        let result = try runFlow("- launchApp\n- assertVisible: Home\n")
        let failure = try #require(result.failure)
        #expect(failure.message == "Assertion is false: \"Home\" is visible")
        #expect(failure.location == FlowFileSourceLocation(file: "test.yaml", line: 2, column: 3))
        #expect(failure.screen.contains("[ Log in ]"))
        #expect(failure.tree.contains("button \"Log in\" #welcome.login"))
        #expect(
            failure.report.hasPrefix("Assertion is false: \"Home\" is visible\n  step: Assert that \"Home\" is visible")
        )
    }

    @Test func controlCharactersFromTheFlowFileAreShownInTheLogAndTheFailure() throws {
        let result = try runFlow("- launchApp\n- tapOn: \"\\u001B[31mRED\\u000D\"\n")
        let failure = try #require(result.failure)
        #expect(result.log == ["COMPLETED Launch app", "FAILED    Tap on \"\\u{1B}[31mRED\\r\""])
        #expect(failure.message.contains("\\u{1B}[31mRED\\r"))
        #expect(!failure.report.unicodeScalars.contains { $0 != "\n" && $0.properties.generalCategory == .control })
    }

    @Test func assertNotVisibleFailsWhenTheElementIsThere() throws {
        let result = try runFlow("- launchApp\n- assertNotVisible: {id: welcome\\..*}\n")
        #expect(result.failure?.message == "Assertion is false: id: welcome\\..* is not visible")
    }

    @Test func theTappableElementWinsOverStaticTextWithTheSameWords() throws {
        let result = try runFlow("- launchApp\n- tapOn: Welcome|Log in\n- assertVisible: Sign in\n")
        #expect(result.failure?.message.hasPrefix("Element is ambiguous") != true)
        #expect(result.passed)
    }

    @Test func severalTappableMatchesAreAnErrorNamingThem() throws {
        let result = try runFlow("- openLink: example://home\n- tapOn: {id: home\\.item\\..*}\n")
        #expect(
            result.failure?.message
                == "Element is ambiguous: Id matching regex: home\\.item\\..* matches 2 elements: "
                + "row \"Item 1\" #home.item.1; row \"Item 2\" #home.item.2"
        )
    }

    @Test func anIndexPicksAmongSeveralMatches() throws {
        let flow =
            "- openLink: example://home\n- tapOn: {text: Item .*, index: 1}\n- tapOn: {text: Item .*, index: 2}\n"
        let result = try runFlow(flow)
        #expect(result.failure?.message == "Element not found: Text matching regex: Item .*, Index: 2")
        #expect(result.log.first { $0.hasPrefix("COMPLETED Tap on") } == "COMPLETED Tap on \"Item .*\", index: 1")
    }

    @Test func aDisabledElementCannotBeTapped() throws {
        let result = try runFlow("- launchApp\n- tapOn: Create account\n")
        #expect(result.failure?.message == "Element is disabled: Text matching regex: Create account")
    }

    @Test func theEnabledKeyFiltersByState() throws {
        let result = try runFlow("- launchApp\n- assertVisible: {text: Create account, enabled: false}\n")
        #expect(result.passed)
    }

    @Test func aMissingOptionalElementIsSkippedAndTheFlowGoesOn() throws {
        let result = try runFlow("- launchApp\n- tapOn: {text: Not now, optional: true}\n- tapOn: Log in\n")
        #expect(result.passed)
        #expect(
            result.log[1]
                == "SKIPPED   Tap on (optional) \"Not now\" (optional: Element not found: Text matching regex: Not now)"
        )
    }

    @Test func anUnknownVariableFailsTheStep() throws {
        let result = try runFlow("- launchApp\n- tapOn: Log in\n- tapOn: {id: login.email}\n- inputText: ${PASSWORD}\n")
        #expect(
            result.failure?.message
                == "Unknown variable ${PASSWORD}: set it under env in the config block, in runFlow or with -e PASSWORD=VALUE"
        )
    }

    @Test func eraseTextRemovesCharactersFromTheFocusedField() throws {
        let flow = """
            - launchApp
            - tapOn: Log in
            - tapOn: {id: login.email}
            - inputText: adaXX
            - eraseText: 2
            - assertVisible: ada
            - eraseText
            - assertNotVisible: ada
            """
        #expect(try runFlow(flow).passed)
    }

    @Test func swipeDownDismissesASheet() throws {
        let result = try runFlow(
            "- launchApp\n- tapOn: Terms\n- assertVisible: Terms of use\n- swipe: {direction: DOWN}\n- tapOn: Log in\n")
        #expect(result.passed)
    }

    @Test func swipeRightPopsTheScreen() throws {
        let result = try runFlow(
            "- launchApp\n- tapOn: Log in\n- swipe: {direction: RIGHT}\n- assertVisible: Welcome\n")
        #expect(result.passed)
    }

    @Test func backWithNothingToPopFails() throws {
        let result = try runFlow("- launchApp\n- back\n")
        #expect(result.failure?.message == "Cannot go back: no navigation stack on screen has a screen to pop")
    }

    @Test func openLinkErrorsFailTheStepWithTheirMessage() throws {
        let result = try runFlow("- openLink: example://nowhere\n")
        #expect(result.failure?.message == "Open link failed: unsupported link 'example://nowhere'")
    }

    @Test func theFirstStepThatNeedsTheAppLaunchesIt() throws {
        let host = FakeFlowHost()
        let result = try runFlow("- openLink: example://home\n- assertVisible: Item 1\n", host: host)
        #expect(result.passed)
        #expect(host.launchCount == 1)
    }

    @Test func launchAppWithClearStateForgetsTheLogin() throws {
        let host = FakeFlowHost()
        host.isLoggedIn = true
        let result = try runFlow("- launchApp:\n    clearState: true\n- assertVisible: Welcome\n", host: host)
        #expect(result.passed)
    }

    @Test func theClearStateCommandWipesStateForTheNextLaunch() throws {
        let host = FakeFlowHost()
        host.isLoggedIn = true
        let result = try runFlow("- clearState\n- launchApp\n- assertVisible: Welcome\n", host: host)
        #expect(result.passed)
        #expect(!host.isLoggedIn)
    }

    @Test func variablesAreReplacedInsideSelectors() throws {
        let result = try runFlow("appId: test\nenv:\n  SCREEN: welcome\n---\n- tapOn: {id: ${SCREEN}.login}\n")
        #expect(result.log == ["COMPLETED Tap on id: welcome.login"])
    }

    @Test func aRunFlowFileThatWasNeverLoadedFailsInsteadOfPassingEmpty() throws {
        let result = try runFlow("- runFlow: other.yaml\n")
        #expect(result.failure?.message == "runFlow file 'other.yaml' was not loaded: use FlowFileLoader")
    }

    @Test func stateIsKeptAcrossLaunchesWithoutClearState() throws {
        let flow = login + "\n- launchApp\n- assertVisible: Item 1\n- assertNotVisible: Log in\n"
        #expect(try runFlow(flow).passed)
    }

    @Test func repeatAndRunFlowRunTheirCommandsAndCountThem() throws {
        let flow = """
            - launchApp
            - repeat:
                times: 3
                commands:
                  - tapOn: Log in
                  - back
            - runFlow:
                env:
                  TARGET: Log in
                commands:
                  - tapOn: ${TARGET}
            """
        let result = try runFlow(flow)
        #expect(result.passed)
        #expect(result.executedSteps == 8)
        #expect(
            result.log.suffix(3) == [
                "  COMPLETED Press back", "COMPLETED Run flow (inline commands)", "  COMPLETED Tap on \"Log in\"",
            ])
    }

    @Test func aFailureInsideRepeatFailsTheRepeatToo() throws {
        let result = try runFlow(
            "- launchApp\n- repeat:\n    times: 2\n    commands:\n      - tapOn: {id: welcome.login}\n- scroll\n"
        )
        #expect(
            result.log == [
                "COMPLETED Launch app",
                "FAILED    Repeat 2 times",
                "  COMPLETED Tap on id: welcome.login",
                "  FAILED    Tap on id: welcome.login",
                "SKIPPED   Scroll",
            ]
        )
    }

    @Test func takeScreenshotWritesTextAndSVGIntoTheArtifactsFolder() throws {
        let folder = try makeTemporaryFolder()
        let result = try runFlow("- launchApp\n- takeScreenshot: screens/welcome\n", artifacts: folder)
        #expect(result.passed)
        let text = try String(contentsOfFile: folder + "/screens/welcome.txt", encoding: .utf8)
        let svg = try String(contentsOfFile: folder + "/screens/welcome.svg", encoding: .utf8)
        #expect(text.contains("[ Log in ]"))
        #expect(svg == "<svg id=\"layers-1\"/>")
    }

    @Test func includedFilesGetTheirDefaultsOverriddenByTheCaller() throws {
        let folder = try makeTemporaryFolder()
        try write(
            [
                "main.yaml":
                    "appId: com.example\n---\n- launchApp\n- runFlow:\n    file: sub/tap.yaml\n    env:\n      TARGET: Log in\n",
                "sub/tap.yaml":
                    "appId: test\nenv:\n  TARGET: Terms\n---\n- tapOn: ${TARGET}\n- assertVisible: Sign in\n",
            ],
            into: folder
        )
        let flow = try FlowFileLoader().load(folder + "/main.yaml")
        let result = FlowFileRunner(host: FakeFlowHost()).run(flow)
        #expect(result.passed)
        #expect(
            result.log.suffix(3) == [
                "COMPLETED Run flow sub/tap.yaml", "  COMPLETED Tap on \"Log in\"",
                "  COMPLETED Assert that \"Sign in\" is visible",
            ])
    }
}

@MainActor @Suite struct FlowFileRunnerObserverTests {
    @Test func theObserverSeesEveryCompletedCommandWithTheWindow() throws {
        let flow = try FlowFileParser.parse("- launchApp\n- tapOn: Log in\n- scroll\n", file: "tour.yaml")
        let runner = FlowFileRunner(host: FakeFlowHost())
        var seen: [String] = []
        runner.afterEachStep = { description, window in
            let title = window.map { TextRenderer().render($0.screen).contains("Sign in") ? "login" : "other" }
            seen.append(description + " -> " + (title ?? "no window"))
        }
        _ = runner.run(flow)
        #expect(seen == ["Launch app -> other", "Tap on \"Log in\" -> login", "Scroll -> login"])
    }
}
