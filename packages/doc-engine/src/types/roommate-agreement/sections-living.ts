/** Sections 5–12 of the roommate agreement: chores, guests, quiet hours, pets, shared spaces, rules, damage, moving out. */
import type { GenerationContext } from "../../define";
import type { Section } from "../../model";
import { countOf } from "../shared/numbers";
import { sectionBuilder } from "../shared/section";
import { asClauseText, inline } from "../shared/wording";
import { roommateTerms } from "./answers";

const section = sectionBuilder("roommate-agreement");

export function roommateLivingSections(ctx: GenerationContext): Section[] {
  const t = roommateTerms(ctx);
  return [
    section("chores", "Chores and Cleaning", "This section says how the housework is shared.", [
      [
        "allocation",
        t.chores !== undefined
          ? `The Roommates shall share the household chores as follows: ${asClauseText(t.chores)}`
          : "The Roommates shall share the cleaning of the kitchen, bathroom and other common areas, taking out the trash and recycling, and similar household chores on a weekly rotation.",
      ],
      [
        "standard",
        "Each Roommate shall clean up after themselves promptly, keep their own room in a condition that does not cause pests, odors or damage, and leave common areas tidy after using them.",
      ],
    ]),
    section("guests", "Guests", "This section sets limits on guests, especially overnight guests.", [
      [
        "overnight",
        t.guestNightsLimit !== undefined
          ? `A Roommate may have an overnight guest for no more than ${countOf(t.guestNightsLimit, "night")} in any calendar month without the other Roommate's consent.`
          : "A Roommate shall give the other Roommate reasonable advance notice of any overnight guest, and no guest may stay so often or so long as to become an occupant of the Premises without the other Roommate's consent.",
      ],
      [
        "responsibility",
        "Each Roommate is responsible for the conduct of their guests, for any damage their guests cause, and for making sure their guests follow the Lease and this Agreement.",
      ],
    ]),
    section("quiet-hours", "Quiet Hours and Noise", "This section sets the hours when the home should be quiet.", [
      [
        "quiet-hours",
        `Quiet hours at the Premises are from ${inline(t.quietHours)} every day, and during quiet hours each Roommate shall keep noise from music, television, calls and guests at a level that does not disturb the other Roommate or the neighbors.`,
      ],
      [
        "adjustment",
        "The Roommates may change the quiet hours for a particular occasion by agreement, and either may ask for reasonable quiet at other times, for example before an examination or an early shift.",
      ],
    ]),
    section(
      "pets",
      "Pets",
      "This section says whether animals may live in the home.",
      t.petsAllowed
        ? [
            [
              "permitted",
              t.petDetails !== undefined
                ? `The following pets may live at the Premises, if the Lease allows them: ${asClauseText(t.petDetails)}`
                : "Pets may live at the Premises if the Lease allows them and both Roommates have agreed to each animal in advance.",
            ],
            [
              "owner-responsibility",
              "The owner of a pet is responsible for its care, feeding, cleanliness and behavior, for any pet deposit or fee under the Lease, and for any damage, cleaning cost or complaint the pet causes.",
            ],
          ]
        : [
            [
              "no-pets",
              "No pet may live at or regularly visit the Premises without the other Roommate's prior written consent and any consent the Lease requires.",
            ],
            [
              "assistance-animals",
              "This section does not restrict a service animal or an assistance animal that the law requires to be allowed.",
            ],
          ],
    ),
    section(
      "common-areas",
      "Shared Spaces and Personal Property",
      "This section separates private rooms from shared spaces and belongings.",
      [
        [
          "rooms",
          "Each Roommate has exclusive use of their own bedroom, and neither Roommate may enter the other's bedroom without permission except in an emergency. The kitchen, living areas and other common areas are shared equally.",
        ],
        [
          "belongings",
          "Each Roommate's personal property, including food, remains theirs, and the other Roommate shall not use, borrow or dispose of it without permission.",
        ],
      ],
    ),
    section("house-rules", "Safety and House Rules", "This section sets basic rules for safety and conduct at home.", [
      [
        "conduct",
        "Neither Roommate shall carry on any illegal activity at the Premises, smoke or vape indoors without the other's consent and the landlord's permission, or do anything that breaches the Lease or endangers the Premises.",
      ],
      [
        "keys-and-locks",
        "Neither Roommate shall give a key or access code to anyone else, or change the locks, without the other Roommate's consent and any consent the Lease requires.",
      ],
    ]),
    section("damage", "Damage and Repairs", "This section says who pays for damage and how repairs are reported.", [
      [
        "liability",
        "A Roommate who causes damage to the Premises or to the other Roommate's property, directly or through a guest or pet, shall pay for its repair or replacement. Ordinary wear and damage that cannot be attributed to either Roommate is shared in the same proportions as the Rent.",
      ],
      [
        "reporting",
        "Each Roommate shall report any needed repair to the landlord and to the other Roommate promptly after noticing it.",
      ],
    ]),
    section("move-out", "Moving Out", "This section says how a roommate leaves and what they still owe.", [
      [
        "notice",
        `A Roommate who intends to move out shall give the other Roommate written notice at least ${countOf(t.moveOutNoticeDays, "day")} before the move-out date, and shall give any notice the Lease requires to the landlord.`,
      ],
      [
        "continuing-share",
        `The departing Roommate remains responsible for their share of the Rent and Utilities until the later of the move-out date and the end of that notice period, unless a replacement roommate approved under this section takes over that share sooner.`,
      ],
      [
        "replacement",
        "A replacement roommate must be approved in writing by the remaining Roommate, whose approval shall not be unreasonably withheld, and by the landlord where the Lease requires.",
      ],
      // Between the roommates only: a tenant named on the lease stays liable to the landlord until released.
      [
        "landlord",
        "This Agreement is between the Roommates and does not change what either owes the landlord. A Roommate named on the Lease remains liable to the landlord under it until the landlord releases that Roommate in writing, whatever this Agreement says about shares; each Roommate shall repay the other, within ten (10) days of a written request, any amount the other pays the landlord that this Agreement makes the repaying Roommate's share or responsibility.",
      ],
    ]),
  ];
}
