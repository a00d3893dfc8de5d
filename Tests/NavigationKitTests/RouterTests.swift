import HeadlessUI
import Testing

@testable import NavigationKit

struct RouterTests {
    let routed: RoutedStack

    init() throws {
        routed = try RoutedStack()
    }

    @Test func aRouterPresentsItsNavigationController() {
        #expect(routed.router.toPresent() === routed.navigation)
    }

    @Test func setRootModuleMakesTheModuleTheOnlyScreen() throws {
        try routed.push("detail")
        let newRoot = ViewController()
        try routed.router.setRootModule(newRoot)
        #expect(routed.navigation.viewControllers.count == 1)
        #expect(routed.navigation.topViewController === newRoot)
    }

    @Test func pushRefusesANavigationController() throws {
        let error = #expect(throws: RouterError.self) {
            try routed.router.push(NavigationController())
        }
        #expect(error == .cannotPushNavigationController("NavigationController"))
        #expect(
            error?.description == "cannot push NavigationController: it is a navigation controller; present it instead")
        #expect(routed.navigation.viewControllers.count == 1)
    }

    @Test func pushRefusesARouterOfAnotherStack() throws {
        let other = Router(rootController: NavigationController())
        #expect(throws: RouterError.cannotPushNavigationController("NavigationController")) {
            try routed.router.push(other)
        }
    }

    @Test func setRootModuleRefusesANavigationController() throws {
        #expect(throws: RouterError.cannotPushNavigationController("NavigationController")) {
            try routed.router.setRootModule(NavigationController())
        }
        #expect(routed.navigation.topViewController === routed.root)
    }

    @Test func pushingTheSameModuleTwiceIsANavigationError() throws {
        let module = try routed.push("detail")
        #expect(throws: RouterError.navigation(.alreadyInStack("ViewController"))) {
            try routed.router.push(module)
        }
    }

    @Test func aRefusedPushKeepsNoCompletion() throws {
        let module = try routed.push("detail")
        try? routed.router.push(module, completion: routed.counter.completion(for: "again"))
        routed.router.popModule()
        #expect(routed.counter.runs == ["detail": 1])
    }

    @Test func presentingTwiceIsAPresentationErrorNamingBothModules() throws {
        try routed.router.present(ViewController())
        final class SecondSheet: ViewController {}
        let error = #expect(throws: RouterError.self) {
            try routed.router.present(SecondSheet())
        }
        #expect(
            error
                == .presentation(
                    .alreadyPresenting(
                        presenter: "NavigationController", presented: "ViewController", attempted: "SecondSheet")))
    }

    @Test func aNavigationControllerCanBePresented() throws {
        let sheetStack = try NavigationController(rootViewController: ViewController())
        try routed.router.present(sheetStack)
        #expect(routed.navigation.presentedViewController === sheetStack)
    }

    @Test func theRouterDoesNotKeepItsNavigationControllerAlive() throws {
        weak var released: NavigationController?
        var router: Router? = Router(rootController: NavigationController())
        released = router?.navigationController
        router = nil
        #expect(released == nil)
    }

    @Test func theRouterIsReleasedWithItsFlow() throws {
        weak var released: Router?
        do {
            let window = Window()
            let router = Router(rootController: NavigationController())
            released = router
            try router.setRootModule(ViewController())
            try window.setRootViewController(router.toPresent())
            try router.push(ViewController(), completion: {})
        }
        #expect(released == nil)
    }
}
