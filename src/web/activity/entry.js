// Discord's Embedded App SDK for the Activity's page (page.html): the SDK
// itself inside Discord, its mock outside (as Discord's own examples test).
import { DiscordSDK, DiscordSDKMock } from "@discord/embedded-app-sdk";

window.DiscordActivitySdk = { DiscordSDK, DiscordSDKMock };
